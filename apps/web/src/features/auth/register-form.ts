import {
  checkFieldKind,
  validateFieldValue,
  type FieldRuleCheck,
  type GetRegisterSettingsResponse,
  type RegisterFieldName,
  type RegisterFieldRule,
  type RegisterMobileRequest,
  type RegisterRequest,
} from '@lobby/contracts';
import { birthdayMessages, checkBirthday } from './birthday.ts';
import { formMessages, isValidMobile, type FormErrors } from './form-errors.ts';
import { checkPasswordFloor } from './password-floor.ts';

/** A field the registration form shows, with the rule it is checked against. */
export interface RegisterFormField {
  name: RegisterFieldName;
  rule: FieldRuleCheck;
}

export type RegisterValues = Partial<Record<RegisterFieldName, string>>;

const lenientRule: FieldRuleCheck = {
  enabled: true,
  required: true,
  acceptedPattern: '*',
  patternId: 'any',
  minLength: 1,
  maxLength: 64,
};

/**
 * The fields to show (§4.4, §5): the brand's enabled fields, required when configured. The
 * account fields are always shown and required: username (username mode) or mobile number
 * (mobile mode), password and its confirmation. Mobile mode puts the phone fields first.
 */
export function registerFormFields(
  settings: Pick<GetRegisterSettingsResponse, 'mode' | 'rules'>,
): RegisterFormField[] {
  const rules = new Map<RegisterFieldName, RegisterFieldRule>(
    settings.rules.map((rule) => [rule.field, rule]),
  );
  const always: RegisterFieldName[] =
    settings.mode === 'mobile'
      ? ['mobileNum', 'password', 'confirmPassword']
      : ['username', 'password', 'confirmPassword'];
  const order: RegisterFieldName[] =
    settings.mode === 'mobile'
      ? ['mobileNum', 'verificationCode', 'username', 'password', 'confirmPassword']
      : ['username', 'password', 'confirmPassword'];
  for (const rule of settings.rules) if (!order.includes(rule.field)) order.push(rule.field);

  const fields: RegisterFormField[] = [];
  for (const name of order) {
    const rule = rules.get(name);
    if (always.includes(name)) {
      fields.push({ name, rule: { ...(rule ?? lenientRule), enabled: true, required: true } });
    } else if (rule?.enabled) {
      fields.push({ name, rule });
    }
  }
  return fields;
}

/**
 * Checks the registration form (§4.4, §5): birthday format, year and age; the mobile number
 * against the brand's digit count; the confirmation against the password; every other value
 * against its field rule.
 */
export function validateRegister(
  values: RegisterValues,
  fields: readonly RegisterFormField[],
  settings: Pick<GetRegisterSettingsResponse, 'minimumAge' | 'phoneDigits'>,
  today: Date = new Date(),
): FormErrors<RegisterFieldName> {
  const errors: FormErrors<RegisterFieldName> = {};
  for (const { name, rule } of fields) {
    const raw = values[name] ?? '';
    const value = name === 'password' || name === 'confirmPassword' ? raw : raw.trim();
    if (value.trim() === '') {
      if (rule.required) errors[name] = { key: formMessages.required };
      continue;
    }
    if (name === 'confirmPassword') {
      if (value !== (values.password ?? '')) errors[name] = { key: formMessages.confirmMismatch };
      continue;
    }
    if (name === 'birthday') {
      // typed as dd-mm-yyyy whatever the rule's pattern says; it is sent as yyyy-mm-dd
      const birthday = checkBirthday(value, settings.minimumAge, today);
      if (!birthday.ok) {
        errors[name] = {
          key: birthdayMessages[birthday.problem],
          values: { age: settings.minimumAge },
        };
      }
      continue;
    }
    const floor = name === 'password' ? checkPasswordFloor(value) : undefined;
    if (floor) {
      errors[name] = floor;
      continue;
    }
    if (name === 'mobileNum' && !isValidMobile(value, settings.phoneDigits)) {
      errors[name] = { key: formMessages.mobileInvalid };
      continue;
    }
    const problem = validateFieldValue(rule, value);
    if (problem) {
      errors[name] = { key: problem.messageKey, values: { min: problem.min, max: problem.max } };
      continue;
    }
    // what the field may hold at all, however lenient the brand's rule (no markup in a QQ number)
    const kindProblem = checkFieldKind(name, value);
    if (kindProblem) errors[name] = { key: kindProblem.messageKey };
  }
  return errors;
}

/** The registration payload's birthday (§5): dd-mm-yyyy as typed, yyyy-mm-dd as sent. */
export function birthdayForPayload(text: string, minimumAge: number, today = new Date()) {
  const checked = checkBirthday(text, minimumAge, today);
  return checked.ok ? checked.iso : undefined;
}

/** What registering needs besides the typed values: the bot check and where it happens. */
export interface RegisterContext {
  botCheck: string;
  /** The id of the captcha image answered in the captcha field, when the brand shows one. */
  captchaId?: string;
  /** The site's host name (affiliate codes belong to a domain). */
  domain: string;
  /** The page the member registered on (mobile mode's registerUrl). */
  registerUrl: string;
}

/** The call to make: username mode or mobile mode (§3 registration payload). */
export type RegisterCall =
  { mode: 'username'; body: RegisterRequest } | { mode: 'mobile'; body: RegisterMobileRequest };

/**
 * The registration payload (§3) from a validated form: the shown fields that were filled in,
 * trimmed (passwords as typed), the birthday as yyyy-mm-dd, the dialing code beside a mobile
 * number; mobile mode adds registerUrl and registerMethod WEB.
 */
export function buildRegisterCall(
  values: RegisterValues,
  fields: readonly RegisterFormField[],
  settings: Pick<GetRegisterSettingsResponse, 'mode' | 'minimumAge' | 'countryDialingCode'>,
  context: RegisterContext,
  today: Date = new Date(),
): RegisterCall {
  const filled: RegisterValues = {};
  for (const { name } of fields) {
    const raw = values[name] ?? '';
    const value = name === 'password' || name === 'confirmPassword' ? raw : raw.trim();
    if (value === '') continue;
    filled[name] =
      name === 'birthday' ? birthdayForPayload(value, settings.minimumAge, today) : value;
  }
  const common = {
    ...filled,
    password: filled.password ?? '',
    confirmPassword: filled.confirmPassword ?? '',
    ...(filled.mobileNum ? { countryDialingCode: settings.countryDialingCode } : {}),
    domain: context.domain,
    botCheck: context.botCheck,
    ...(filled.captcha && context.captchaId ? { captchaId: context.captchaId } : {}),
  };
  if (settings.mode === 'mobile') {
    return {
      mode: 'mobile',
      body: { ...common, registerUrl: context.registerUrl, registerMethod: 'WEB' },
    };
  }
  return { mode: 'username', body: { ...common, username: filled.username ?? '' } };
}
