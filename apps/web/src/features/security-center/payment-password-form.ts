import type { SetPaymentPasswordRequest } from '@lobby/contracts';
import { ApiError } from '../../lib/api-client.ts';

/** The payment password form's values; which of the first two is asked depends on the state. */
export interface PaymentPasswordValues {
  loginPassword: string;
  oldPaymentPassword: string;
  newPaymentPassword: string;
  confirmPaymentPassword: string;
}
export type PaymentPasswordField = keyof PaymentPasswordValues;

/** A message under a field: a text key (security, auth or errors namespace) and its values. */
export interface PaymentFieldMessage {
  key: string;
  values?: Record<string, string | number>;
}
export type PaymentPasswordErrors = Partial<Record<PaymentPasswordField, PaymentFieldMessage>>;

/** Text keys of the form's own messages: the registration form's (auth namespace). */
export const paymentMessages = {
  required: 'reg_field_required',
  mismatch: 'confirm_mismatch',
} as const;

/**
 * The fields to ask for: setting the first payment password proves the member with the
 * login password; changing it asks for the current payment password instead.
 */
export function paymentPasswordFields(hasPaymentPassword: boolean): PaymentPasswordField[] {
  return [
    hasPaymentPassword ? 'oldPaymentPassword' : 'loginPassword',
    'newPaymentPassword',
    'confirmPaymentPassword',
  ];
}

/** Every asked field filled in, and the confirmation equal to the new payment password. */
export function validatePaymentPassword(
  values: PaymentPasswordValues,
  hasPaymentPassword: boolean,
): PaymentPasswordErrors {
  const errors: PaymentPasswordErrors = {};
  for (const field of paymentPasswordFields(hasPaymentPassword)) {
    if (values[field] === '') errors[field] = { key: paymentMessages.required };
  }
  if (
    !errors.confirmPaymentPassword &&
    values.confirmPaymentPassword !== values.newPaymentPassword
  ) {
    errors.confirmPaymentPassword = { key: paymentMessages.mismatch };
  }
  return errors;
}

/** The call's body: loginPassword when none is set yet, oldPaymentPassword when changing. */
export function paymentPasswordRequest(
  values: PaymentPasswordValues,
  hasPaymentPassword: boolean,
): SetPaymentPasswordRequest {
  const proof = hasPaymentPassword
    ? { oldPaymentPassword: values.oldPaymentPassword }
    : { loginPassword: values.loginPassword };
  return {
    ...proof,
    newPaymentPassword: values.newPaymentPassword,
    confirmPaymentPassword: values.confirmPaymentPassword,
  };
}

/**
 * Where the server's refusal goes: field problems on their fields, a wrong password on the
 * field that proves the member; `general` when nothing on the form can show it.
 */
export function paymentServerErrors(
  error: unknown,
  hasPaymentPassword: boolean,
): { errors: PaymentPasswordErrors; general: boolean } {
  const asked = paymentPasswordFields(hasPaymentPassword);
  const errors: PaymentPasswordErrors = {};
  if (!(error instanceof ApiError)) return { errors, general: true };
  let general = false;
  for (const problem of error.fields ?? []) {
    const name = problem.field.replace(/^body\./, '') as PaymentPasswordField;
    if (!asked.includes(name)) {
      general = true;
      continue;
    }
    errors[name] ??= { key: problem.messageKey, values: { defaultValue: problem.message } };
  }
  if (!error.fields?.length) {
    if (error.code === 'wrong_password') {
      const proof = asked[0] as PaymentPasswordField;
      errors[proof] = { key: error.messageKey, values: { defaultValue: error.message } };
    } else {
      general = true;
    }
  }
  return { errors, general };
}
