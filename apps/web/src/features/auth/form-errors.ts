import type { FormErrors } from '../../lib/server-field-errors.ts';

export type { FieldMessage, FormErrors } from '../../lib/server-field-errors.ts';

export function hasErrors(errors: FormErrors<string>): boolean {
  return Object.values(errors).some(Boolean);
}

/** Text keys of the messages the forms show besides the field rules (§5). */
export const formMessages = {
  required: 'reg_field_required',
  usernameRequired: 'login_username_required',
  passwordRequired: 'login_password_required',
  mobileInvalid: 'mobile_invalid',
  codeInvalid: 'code_invalid',
  confirmMismatch: 'confirm_mismatch',
  disclaimer: 'disclaimer_required',
} as const;

/** Digits only, with a length the brand allows (§5: phone digit count is configurable). */
export function isValidMobile(value: string, digits: { min: number; max: number }): boolean {
  return /^\d+$/.test(value) && value.length >= digits.min && value.length <= digits.max;
}

/** §9: minimum age 21 until the brand's register settings say otherwise. */
export const defaultMinimumAge = 21;
