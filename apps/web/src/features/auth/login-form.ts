import { formMessages, isValidMobile, type FormErrors } from './form-errors.ts';

export type LoginMode = 'username' | 'sms';

export interface LoginValues {
  username: string;
  password: string;
  mobileNum: string;
  smsCode: string;
}
export type LoginField = keyof LoginValues;

/** Fallback phone length when the register settings are not loaded. */
export const defaultPhoneDigits = { min: 6, max: 15 };

/**
 * Login validation (§5): username and password required (trimmed) for the username tab;
 * mobile number required and well formed, and the sms code, for the sms tab.
 */
export function validateLogin(
  values: LoginValues,
  mode: LoginMode,
  phoneDigits = defaultPhoneDigits,
): FormErrors<LoginField> {
  const errors: FormErrors<LoginField> = {};
  if (mode === 'username') {
    if (values.username.trim() === '') errors.username = { key: formMessages.usernameRequired };
    if (values.password.trim() === '') errors.password = { key: formMessages.passwordRequired };
    return errors;
  }
  const mobile = values.mobileNum.trim();
  if (mobile === '') errors.mobileNum = { key: formMessages.required };
  else if (!isValidMobile(mobile, phoneDigits))
    errors.mobileNum = { key: formMessages.mobileInvalid };
  if (!/^\d{4,8}$/.test(values.smsCode.trim())) errors.smsCode = { key: formMessages.codeInvalid };
  return errors;
}
