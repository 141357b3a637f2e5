import { z } from 'zod';

/**
 * What each free registration field may hold, by kind, whatever the brand's rule says: the
 * brand's rule narrows further (§5), but no rule lets markup or control characters through.
 * Shared by the request schema (server) and the register form (web), with one text key each.
 */
export const registerFieldKinds = {
  /** QQ numbers: 5 to 12 digits. */
  digits: { pattern: /^\d{5,12}$/, messageKey: 'reg_kind_digits', message: 'Digits only (5 - 12)' },
  /** National id or passport numbers: letters, digits and dashes. */
  idNumber: {
    pattern: /^[A-Za-z0-9-]{4,32}$/,
    messageKey: 'reg_kind_id_number',
    message: 'Letters, digits and dashes only (4 - 32)',
  },
  /** Messenger handles (LINE, WeChat): letters, digits, dot, dash, underscore, optional @. */
  handle: {
    pattern: /^@?[A-Za-z0-9._-]{1,64}$/,
    messageKey: 'reg_kind_handle',
    message: 'Letters, digits, dots, dashes or underscores only',
  },
  /** WhatsApp: a phone number, optionally international. */
  phone: {
    pattern: /^\+?\d{6,15}$/,
    messageKey: 'reg_kind_phone',
    message: 'A phone number: digits only, optionally starting with +',
  },
  /** Facebook: a handle, or a link to a profile. */
  profile: {
    pattern: /^(@?[A-Za-z0-9._-]{1,64}|https?:\/\/[A-Za-z0-9.-]+(\/[A-Za-z0-9._~%/?=&-]*)?)$/,
    messageKey: 'reg_kind_profile',
    message: 'A user name or a link to the profile',
  },
  /** Names of people: letters (any script), spaces, dots, apostrophes and dashes. */
  name: {
    pattern: /^[\p{L}\p{M}][\p{L}\p{M} .'-]{0,63}$/u,
    messageKey: 'reg_kind_name',
    message: 'Letters and spaces only',
  },
  /** Codes handed out by the site (referral, affiliate, recommender): letters and digits. */
  code: {
    pattern: /^[A-Za-z0-9_-]{1,64}$/,
    messageKey: 'reg_kind_code',
    message: 'Letters and digits only',
  },
  /** A host name (the site registered on). */
  hostname: {
    pattern:
      /^(?=.{1,253}$)([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)*[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/,
    messageKey: 'reg_kind_hostname',
    message: 'A host name such as lotus.example',
  },
  /** An email address, without spaces, quotes or angle brackets. */
  email: {
    pattern: /^[^\s@<>"'`]{1,64}@[^\s@<>"'`]+\.[^\s@<>"'`]+$/,
    messageKey: 'reg_kind_email',
    message: 'Please enter a valid email address',
  },
  /** Dates as the form sends them (yyyy-mm-dd) or as a brand's pattern types them. */
  date: {
    pattern: /^\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}$/,
    messageKey: 'reg_kind_date',
    message: 'A date such as 1990-05-17',
  },
  /** Codes typed from an image or a message. */
  typedCode: {
    pattern: /^[A-Za-z0-9]{1,16}$/,
    messageKey: 'reg_kind_code',
    message: 'Letters and digits only',
  },
} as const satisfies Record<string, { pattern: RegExp; messageKey: string; message: string }>;
export type RegisterFieldKind = keyof typeof registerFieldKinds;

/**
 * The kind of each free field (the account fields and the mobile number have checks of their
 * own: the password floor, the brand's digit count and E.164).
 */
export const registerFieldKindOf = {
  payeeName: 'name',
  email: 'email',
  qqNum: 'digits',
  recommenderId: 'code',
  captcha: 'typedCode',
  verificationCode: 'typedCode',
  affiliateCode: 'code',
  line: 'handle',
  whatsapp: 'phone',
  facebook: 'profile',
  wechat: 'handle',
  idNumber: 'idNumber',
  birthday: 'date',
  referralCode: 'code',
  domain: 'hostname',
} as const satisfies Record<string, RegisterFieldKind>;
export type KindCheckedField = keyof typeof registerFieldKindOf;

/** The English text of each kind's text key, for the server's field errors. */
export const registerFieldKindMessages: Record<string, string> = Object.fromEntries(
  Object.values(registerFieldKinds).map((kind) => [kind.messageKey, kind.message]),
);

/** The kind's problem with a (trimmed) value, or undefined; an empty value is no problem. */
export function checkFieldKind(
  field: string,
  value: string,
): { messageKey: string; message: string } | undefined {
  const kindName = (registerFieldKindOf as Record<string, RegisterFieldKind | undefined>)[field];
  if (!kindName || value === '') return undefined;
  const kind = registerFieldKinds[kindName];
  return kind.pattern.test(value) ? undefined : kind;
}

/** An optional free text of a kind: trimmed, at most `max` long, empty or of the kind. */
export function kindText(kind: RegisterFieldKind, max = 256) {
  const { pattern, messageKey } = registerFieldKinds[kind];
  return z
    .string()
    .trim()
    .max(max)
    .refine((value) => value === '' || pattern.test(value), { message: messageKey })
    .optional();
}
