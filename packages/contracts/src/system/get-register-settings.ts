import { z } from 'zod';

/** Every registration field the brand can configure (§3 registration payload). */
export const registerFieldNames = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'birthday',
  'referralCode',
] as const;
export const registerFieldNameSchema = z.enum(registerFieldNames);
export type RegisterFieldName = z.infer<typeof registerFieldNameSchema>;

/**
 * Pattern ids choose the validation message (§5). The message text carries {min} and {max}.
 * The regular expression itself travels in acceptedPattern; `*` means anything.
 */
export const patternIds = [
  'any',
  'letter_then_alnum',
  'kanji_digits',
  'email',
  'alnum',
  'letters_and_digits',
  'digits',
  'alnum_one_upper',
  'english_spaces',
  'no_spaces',
  'chinese_punctuation',
  'date_yyyy_mm_dd',
  'date_mm_dd_yyyy',
  'date_dd_mm_yyyy',
  'korean',
  'thai',
  'thai_or_english_spaces',
  'upper_spaces',
  'letters_digits_symbols',
  'strong_password',
] as const;
export const patternIdSchema = z.enum(patternIds);
export type PatternId = z.infer<typeof patternIdSchema>;

export const registerFieldRuleSchema = z.object({
  field: registerFieldNameSchema,
  /** Shown on the form. */
  enabled: z.boolean(),
  /** Must be filled when shown. */
  required: z.boolean(),
  /** A regular expression the whole value must match, or `*` for anything. */
  acceptedPattern: z.string(),
  /** Chooses the message shown when the pattern fails. */
  patternId: patternIdSchema,
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(1),
});
export type RegisterFieldRule = z.infer<typeof registerFieldRuleSchema>;

export const getRegisterSettingsResponseSchema = z.object({
  /** Registration by username, or by mobile number when MOBILENUMREG3 is on. */
  mode: z.enum(['username', 'mobile']),
  /** Minimum age in years (21 by default). */
  minimumAge: z.number().int().min(0),
  /** Allowed digit count for phone numbers. */
  phoneDigits: z.object({ min: z.number().int(), max: z.number().int() }),
  countryDialingCode: z.string(),
  rules: z.array(registerFieldRuleSchema),
});
export type GetRegisterSettingsResponse = z.infer<typeof getRegisterSettingsResponseSchema>;
