import { formMessages, isValidMobile, type FormErrors } from './form-errors.ts';

export type LoginMode = 'username' | 'sms';

export interface LoginValues {
  username: string;
  password: string;
  mobileNum: string;
  smsCode: string;
  /** The captcha answer; asked for only after the server demanded it (§4.3 step 7). */
  captcha?: string;
}
export type LoginField = keyof LoginValues;

/** Fallback phone length when the register settings are not loaded. */
export const defaultPhoneDigits = { min: 6, max: 15 };

/**
 * Login validation (§5): username and password required (trimmed) for the username tab, and
 * the captcha when it is shown; mobile number required and well formed, and the sms code,
 * for the sms tab.
 */
export function validateLogin(
  values: LoginValues,
  mode: LoginMode,
  phoneDigits = defaultPhoneDigits,
  { captchaShown = false }: { captchaShown?: boolean } = {},
): FormErrors<LoginField> {
  const errors: FormErrors<LoginField> = {};
  if (mode === 'username') {
    if (values.username.trim() === '') errors.username = { key: formMessages.usernameRequired };
    if (values.password.trim() === '') errors.password = { key: formMessages.passwordRequired };
    if (captchaShown && (values.captcha ?? '').trim() === '')
      errors.captcha = { key: formMessages.required };
    return errors;
  }
  const mobile = values.mobileNum.trim();
  if (mobile === '') errors.mobileNum = { key: formMessages.required };
  else if (!isValidMobile(mobile, phoneDigits))
    errors.mobileNum = { key: formMessages.mobileInvalid };
  if (!/^\d{4,8}$/.test(values.smsCode.trim())) errors.smsCode = { key: formMessages.codeInvalid };
  return errors;
}

/** The mobile number's message, if any: what the send-code button checks first. */
export function mobileNumError(mobileNum: string, phoneDigits = defaultPhoneDigits) {
  return validateLogin(
    { username: '', password: '', mobileNum, smsCode: '0000' },
    'sms',
    phoneDigits,
  ).mobileNum;
}
