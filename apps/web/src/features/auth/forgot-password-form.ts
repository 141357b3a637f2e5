import {
  validateFieldValue,
  type FieldRuleCheck,
  type ForgotPasswordEmailRequest,
  type GetRegisterSettingsResponse,
  type RegisterFieldName,
  type ResetPasswordByPhoneRequest,
} from '@lobby/contracts';
import { formMessages, isValidMobile, type FormErrors } from './form-errors.ts';
import { checkPasswordFloor } from './password-floor.ts';

/** Email mode (username and email) or mobile mode (phone, code, new password) (§4.5). */
export type ForgotMode = 'email' | 'mobile';

export interface ForgotValues {
  username: string;
  email: string;
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
  confirmPassword: string;
}
export type ForgotField = keyof ForgotValues;

/** Members who registered by mobile reset by phone; the others by email. */
export function forgotModeOf(settings: Pick<GetRegisterSettingsResponse, 'mode'>): ForgotMode {
  return settings.mode === 'mobile' ? 'mobile' : 'email';
}

/**
 * The ways a brand offers: by email always; by phone too when its members register a mobile
 * number (mobile mode, or the mobile field enabled). The brand's own mode comes first.
 */
export function forgotModesOf(
  settings: Pick<GetRegisterSettingsResponse, 'mode' | 'rules'>,
): ForgotMode[] {
  const hasMobile =
    settings.mode === 'mobile' ||
    settings.rules.some((rule) => rule.field === 'mobileNum' && rule.enabled);
  if (!hasMobile) return ['email'];
  return settings.mode === 'mobile' ? ['mobile', 'email'] : ['email', 'mobile'];
}

const fallbackRules: Record<'username' | 'email' | 'password', FieldRuleCheck> = {
  username: {
    enabled: true,
    required: true,
    acceptedPattern: '*',
    patternId: 'any',
    minLength: 1,
    maxLength: 64,
  },
  email: {
    enabled: true,
    required: true,
    acceptedPattern: '[^\\s@]+@[^\\s@]+\\.[^\\s@]+',
    patternId: 'email',
    minLength: 3,
    maxLength: 254,
  },
  password: {
    enabled: true,
    required: true,
    acceptedPattern: '*',
    patternId: 'any',
    minLength: 6,
    maxLength: 64,
  },
};

/** The brand's rule for a field, required whatever it says (this form needs the value). */
function ruleFor(
  settings: Pick<GetRegisterSettingsResponse, 'rules'>,
  field: 'username' | 'email' | 'password',
): FieldRuleCheck {
  const rule = settings.rules.find((candidate) => candidate.field === (field as RegisterFieldName));
  // a disabled email rule says nothing about the format; fall back to a plain email check
  const base = rule && rule.enabled ? rule : fallbackRules[field];
  return { ...base, enabled: true, required: true };
}

/**
 * Forgot-password validation (§5): email mode needs the username (username rule) and email
 * (email rule); mobile mode the phone, the code and a new password (password rule), confirmed.
 */
export function validateForgot(
  values: ForgotValues,
  mode: ForgotMode,
  settings: Pick<GetRegisterSettingsResponse, 'rules' | 'phoneDigits'>,
): FormErrors<ForgotField> {
  const errors: FormErrors<ForgotField> = {};
  const check = (field: ForgotField, rule: FieldRuleCheck, value: string) => {
    const problem = validateFieldValue(rule, value);
    if (problem)
      errors[field] = { key: problem.messageKey, values: { min: problem.min, max: problem.max } };
  };
  if (mode === 'email') {
    check('username', ruleFor(settings, 'username'), values.username.trim());
    check('email', ruleFor(settings, 'email'), values.email.trim());
    return errors;
  }
  const mobile = values.mobileNum.trim();
  if (mobile === '') errors.mobileNum = { key: formMessages.required };
  else if (!isValidMobile(mobile, settings.phoneDigits))
    errors.mobileNum = { key: formMessages.mobileInvalid };
  if (!/^\d{4,8}$/.test(values.verificationCode.trim())) {
    errors.verificationCode = { key: formMessages.codeInvalid };
  }
  const floor = checkPasswordFloor(values.newPassword);
  if (values.newPassword !== '' && floor) errors.newPassword = floor;
  else check('newPassword', ruleFor(settings, 'password'), values.newPassword);
  if (values.confirmPassword === '') errors.confirmPassword = { key: formMessages.required };
  else if (values.confirmPassword !== values.newPassword) {
    errors.confirmPassword = { key: formMessages.confirmMismatch };
  }
  return errors;
}

/** The reset-by-email request (§7.2 forgetPassword): username and email, trimmed. */
export function forgotEmailRequest(values: ForgotValues): ForgotPasswordEmailRequest {
  return { username: values.username.trim(), email: values.email.trim() };
}

/** The reset-by-phone request (§7.2 getPasswordByPhone). */
export function phoneResetRequest(
  values: ForgotValues,
  countryDialingCode: string,
): ResetPasswordByPhoneRequest {
  return {
    countryDialingCode,
    mobileNum: values.mobileNum.trim(),
    verificationCode: values.verificationCode.trim(),
    newPassword: values.newPassword,
  };
}
