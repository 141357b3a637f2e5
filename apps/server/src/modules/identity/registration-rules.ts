import {
  checkFieldKind,
  fieldRequiredMessage,
  validateFieldValue,
  type FieldError,
  type RegisterFieldName,
  type RegisterFieldRule,
  type RegisterRequest,
} from '@lobby/contracts';
import type { MemberProfile } from '../../db/schema/identity.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Merchant } from '../../platform/merchant-context.ts';
import { fieldError, fieldErrorOf } from '../../platform/field-errors.ts';
import { checkNewPassword } from './password-policy.ts';
import { toE164 } from './phone-number.ts';

/** Username mode (`/wps/member/register`) or mobile mode (`…/register/mobile`, MOBILENUMREG3). */
export type RegistrationMode = 'username' | 'mobile';

/** What a registration form sends, in either mode (the username is optional in mobile mode). */
export type RegistrationInput = Omit<RegisterRequest, 'username' | 'botCheck'> & {
  username?: string | undefined;
};

/** The brand settings the field checks depend on. */
export type RegistrationBrand = Pick<
  Merchant,
  'timeZone' | 'minimumAge' | 'countryDialingCode' | 'phoneDigitsMin' | 'phoneDigitsMax'
>;

/** A mobile number as stored: dialing code and national digits, plus its E.164 form for codes. */
export interface RegisteredMobile {
  countryDialingCode: string;
  national: string;
  e164: string;
}

/** The values of a registration that passed every field check, ready to store. */
export interface CheckedRegistration {
  /** Lower-cased; absent in mobile mode when the member chose none. */
  username: string | undefined;
  /** Null in mobile mode when the brand registers without a password (MOBILENUMPASSREG3 off). */
  password: string | null;
  paymentPassword: string | null;
  email: string | null;
  payeeName: string | null;
  birthday: string | null;
  mobile: RegisteredMobile | null;
  profile: MemberProfile;
  affiliateCode: string | null;
  referralCode: string | null;
  /** The SMS code to consume, when the brand asks for one. */
  verificationCode: string | null;
  /** The image captcha to check, when the brand shows one. */
  captcha: { captchaId: string; answer: string } | null;
}

/** Oldest birth year accepted; an earlier one is a typing mistake ('Invalid please put correct year'). */
export const earliestBirthYear = 1900;

const profileFields = [
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
] as const satisfies readonly (keyof MemberProfile & RegisterFieldName)[];

const fieldName = (name: RegisterFieldName) => `body.${name}`;

/** Today's calendar date in the brand's time zone (UTC when the zone is not known). */
export function calendarDateIn(
  timeZone: string,
  now: Date,
): { year: number; month: number; day: number } {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).formatToParts(now);
  } catch {
    return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
  }
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/**
 * Problems with a birthday sent as yyyy-mm-dd (§5): not a real date, a year before 1900 or
 * after this one, or younger than the brand's minimum age on today's date in its time zone.
 */
export function birthdayProblem(
  value: string,
  brand: Pick<RegistrationBrand, 'timeZone' | 'minimumAge'>,
  now: Date,
): FieldError | null {
  const field = fieldName('birthday');
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [];
  const date = match ? new Date(Date.UTC(year!, month! - 1, day!)) : null;
  if (
    !date ||
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month! - 1 ||
    date.getUTCDate() !== day
  ) {
    return fieldError(
      field,
      'local_birthday_format_error',
      'Please enter your birthday as dd-mm-yyyy',
    );
  }
  const today = calendarDateIn(brand.timeZone, now);
  if (year! < earliestBirthYear || year! > today.year) {
    return fieldError(field, 'local_birthday_year_error', 'Invalid please put correct year');
  }
  const hadBirthday = today.month > month! || (today.month === month! && today.day >= day!);
  const age = today.year - year! - (hadBirthday ? 0 : 1);
  if (age < brand.minimumAge) {
    return fieldError(
      field,
      'local_birthday_error',
      `You must be at least ${brand.minimumAge} years old to register`,
      { age: brand.minimumAge },
    );
  }
  return null;
}

const requiredError = (name: RegisterFieldName) =>
  fieldError(fieldName(name), fieldRequiredMessage.messageKey, fieldRequiredMessage.message);

const isBlank = (value: string | undefined): boolean => value === undefined || value.trim() === '';

/**
 * Checks a registration against the brand's effective field rules (§5), reporting every
 * problem at once as `validation_failed` with one error per field ('body.<name>'). Disabled
 * fields are ignored and not kept; in mobile mode the username is optional.
 */
export function checkRegistration(
  input: RegistrationInput,
  rules: readonly RegisterFieldRule[],
  mode: RegistrationMode,
  brand: RegistrationBrand,
  now: Date = new Date(),
): CheckedRegistration {
  const ruleOf = new Map(rules.map((rule) => [rule.field, rule]));
  const enabled = (name: RegisterFieldName) => ruleOf.get(name)?.enabled === true;
  const errors = new Map<string, FieldError>();
  const report = (error: FieldError) => {
    if (!errors.has(error.field)) errors.set(error.field, error);
  };

  /** The trimmed value of an enabled field that passed its rule; null when blank or disabled. */
  const checked = (name: RegisterFieldName, overrides: Partial<RegisterFieldRule> = {}) => {
    const rule = ruleOf.get(name);
    if (!rule?.enabled) return null;
    const value = input[name as keyof RegistrationInput];
    const text = typeof value === 'string' ? value.trim() : undefined;
    const problem = validateFieldValue({ ...rule, ...overrides }, text);
    if (problem) {
      report(fieldErrorOf(fieldName(name), problem));
      return null;
    }
    if (isBlank(text)) return null;
    // what the field may hold at all, however lenient the brand's rule (no markup in a QQ number)
    const kind = checkFieldKind(name, text!);
    if (kind) {
      report(fieldError(fieldName(name), kind.messageKey, kind.message));
      return null;
    }
    return text!;
  };

  // username: required in username mode; a chosen one in mobile mode follows the same rule
  const username = checked('username', mode === 'mobile' ? { required: false } : {});

  // password: Lobby's floor and the brand's rule; the confirmation must repeat it exactly
  let password: string | null = null;
  const passwordRule = ruleOf.get('password');
  if (passwordRule?.enabled) {
    if (input.password.length === 0) {
      if (passwordRule.required) report(requiredError('password'));
    } else {
      const problems = checkNewPassword(input.password, fieldName('password'), passwordRule);
      problems.forEach(report);
      if (problems.length === 0) password = input.password;
    }
    if (input.confirmPassword.length === 0 && input.password.length > 0) {
      report(requiredError('confirmPassword'));
    } else if (input.confirmPassword !== input.password) {
      report(
        fieldError(
          fieldName('confirmPassword'),
          'confirm_mismatch',
          'Incorrect confirmation input',
        ),
      );
    }
  }

  // mobile number: the brand's rule (its digit count), then a valid E.164 form
  let mobile: RegisteredMobile | null = null;
  const mobileNum = checked('mobileNum');
  if (mobileNum !== null) {
    const dialingDigits = (input.countryDialingCode ?? brand.countryDialingCode).trim();
    const countryDialingCode = `+${dialingDigits.replace(/^\+/, '')}`;
    try {
      const e164 = toE164(countryDialingCode, mobileNum, {
        min: brand.phoneDigitsMin,
        max: brand.phoneDigitsMax,
      });
      mobile = { countryDialingCode, national: nationalDigitsOf(e164, countryDialingCode), e164 };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      report(
        fieldError(fieldName('mobileNum'), 'mobile_invalid', 'Please enter a valid mobile number'),
      );
    }
  }

  // birthday: sent as yyyy-mm-dd, so the typed-format pattern of the rule does not apply here
  let birthday: string | null = null;
  const birthdayRule = ruleOf.get('birthday');
  if (birthdayRule?.enabled) {
    const value = input.birthday?.trim() ?? '';
    if (value === '') {
      if (birthdayRule.required) report(requiredError('birthday'));
    } else {
      const problem = birthdayProblem(value, brand, now);
      if (problem) report(problem);
      else birthday = value;
    }
  }

  const profile: MemberProfile = {};
  for (const name of profileFields) {
    const value = checked(name);
    if (value !== null) profile[name] = value;
  }

  const email = checked('email')?.toLowerCase() ?? null;
  const payeeName = checked('payeeName');
  const affiliateCode = checked('affiliateCode');
  const referralCode = checked('referralCode');
  // a payment password is a secret: compared as typed, never trimmed
  let paymentPassword: string | null = null;
  if (enabled('paymentPassword')) {
    const problem = validateFieldValue(ruleOf.get('paymentPassword')!, input.paymentPassword);
    if (problem) report(fieldErrorOf(fieldName('paymentPassword'), problem));
    else if (!isBlank(input.paymentPassword)) paymentPassword = input.paymentPassword!;
  }

  // the SMS code goes to the number given, so a code without a number cannot be checked
  const verificationCode = checked('verificationCode');
  if (verificationCode !== null && mobile === null && !errors.has(fieldName('mobileNum'))) {
    report(requiredError('mobileNum'));
  }

  // an optional captcha would stop nobody: shown means demanded
  const captchaAnswer = checked('captcha', { required: true });
  const captchaId = input.captchaId?.trim() ?? '';

  if (errors.size > 0) throw new AppError('validation_failed', { fields: [...errors.values()] });
  return {
    username: username?.toLowerCase() ?? undefined,
    password,
    paymentPassword,
    email,
    payeeName,
    birthday,
    mobile,
    profile,
    affiliateCode,
    referralCode,
    verificationCode,
    captcha: captchaAnswer === null ? null : { captchaId, answer: captchaAnswer },
  };
}

/** The national digits of an E.164 number under its dialing code ('+66812345678' → '812345678'). */
export function nationalDigitsOf(e164: string, countryDialingCode: string): string {
  return e164.slice(`+${countryDialingCode.trim().replace(/^\+/, '')}`.length);
}
