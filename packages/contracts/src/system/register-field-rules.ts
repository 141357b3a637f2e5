import type { PatternId, RegisterFieldRule } from './get-register-settings.ts';
import { compileAcceptedPattern } from './accepted-pattern.ts';

/**
 * Checking a value against a server-delivered field rule (§5), shared by the web form and
 * the server so both refuse the same values with the same message.
 */

/** Longest value any rule lets through, whatever its maxLength: bounds the cost of a pattern. */
export const fieldValueMaxLength = 256;

/** Text key and English text of the "required" message. */
export const fieldRequiredMessage = {
  messageKey: 'reg_field_required',
  message: 'Input cannot be empty',
} as const;

/**
 * The message of each pattern id (§5), keyed `reg_pattern_<id>`. `{min}` and `{max}` are the
 * rule's length limits; a value that is too short or too long gets the same message.
 */
export const patternMessages: Record<PatternId, { messageKey: string; message: string }> = {
  any: { messageKey: 'reg_pattern_any', message: 'Please enter {min} - {max} characters' },
  letter_then_alnum: {
    messageKey: 'reg_pattern_letter_then_alnum',
    message: 'Start with a letter, then letters or digits, {min} - {max} characters',
  },
  kanji_digits: {
    messageKey: 'reg_pattern_kanji_digits',
    message: 'Chinese characters and digits only, {min} - {max} characters',
  },
  email: { messageKey: 'reg_pattern_email', message: 'Please enter a valid email address' },
  alnum: {
    messageKey: 'reg_pattern_alnum',
    message: 'Letters and digits only, no special characters, {min} - {max} characters',
  },
  letters_and_digits: {
    messageKey: 'reg_pattern_letters_and_digits',
    message: 'Use a combination of letters and digits, {min} - {max} characters',
  },
  digits: { messageKey: 'reg_pattern_digits', message: 'Digits only, {min} - {max} digits' },
  alnum_one_upper: {
    messageKey: 'reg_pattern_alnum_one_upper',
    message: 'Letters and digits with at least one uppercase letter, {min} - {max} characters',
  },
  english_spaces: {
    messageKey: 'reg_pattern_english_spaces',
    message: 'English letters and spaces only, {min} - {max} characters',
  },
  no_spaces: {
    messageKey: 'reg_pattern_no_spaces',
    message: 'No spaces allowed, {min} - {max} characters',
  },
  chinese_punctuation: {
    messageKey: 'reg_pattern_chinese_punctuation',
    message: 'Chinese characters and punctuation only, {min} - {max} characters',
  },
  date_yyyy_mm_dd: {
    messageKey: 'reg_pattern_date_yyyy_mm_dd',
    message: 'Use the format yyyy-MM-dd',
  },
  date_mm_dd_yyyy: {
    messageKey: 'reg_pattern_date_mm_dd_yyyy',
    message: 'Use the format MM-dd-yyyy',
  },
  date_dd_mm_yyyy: {
    messageKey: 'reg_pattern_date_dd_mm_yyyy',
    message: 'Use the format dd-mm-yyyy',
  },
  korean: {
    messageKey: 'reg_pattern_korean',
    message: 'Korean characters only, {min} - {max} characters',
  },
  thai: {
    messageKey: 'reg_pattern_thai',
    message: 'Thai characters only, {min} - {max} characters',
  },
  thai_or_english_spaces: {
    messageKey: 'reg_pattern_thai_or_english_spaces',
    message: 'Thai or English letters and spaces only, {min} - {max} characters',
  },
  upper_spaces: {
    messageKey: 'reg_pattern_upper_spaces',
    message: 'Uppercase letters and spaces, with at least one letter, {min} - {max} characters',
  },
  letters_digits_symbols: {
    messageKey: 'reg_pattern_letters_digits_symbols',
    message: 'Letters, digits and symbols, {min} - {max} characters',
  },
  strong_password: {
    messageKey: 'reg_pattern_strong_password',
    message:
      'At least one uppercase letter, one lowercase letter, one digit and one symbol, {min} - {max} characters',
  },
};

/** What is wrong with a value: the message key to show, with the limits to substitute. */
export interface FieldValueProblem {
  messageKey: string;
  min: number;
  max: number;
}

/** The parts of a rule that decide whether a value passes. */
export type FieldRuleCheck = Pick<
  RegisterFieldRule,
  'enabled' | 'required' | 'acceptedPattern' | 'patternId' | 'minLength' | 'maxLength'
>;

/**
 * Checks one value against its field rule: null when it passes, else the message to show.
 * A disabled field passes (the form hides it and the server ignores it); an empty or blank
 * value passes unless the field is required. Length counts characters (code points), and is
 * checked before the pattern, which must match the whole value (`*` matches anything).
 * A pattern refused as unsafe or invalid fails every value rather than letting it through.
 */
export function validateFieldValue(
  rule: FieldRuleCheck,
  value: string | null | undefined,
): FieldValueProblem | null {
  if (!rule.enabled) return null;
  const limits = { min: rule.minLength, max: rule.maxLength };
  if (value === null || value === undefined || value.trim() === '') {
    return rule.required ? { messageKey: fieldRequiredMessage.messageKey, ...limits } : null;
  }
  const problem = { messageKey: patternMessages[rule.patternId].messageKey, ...limits };
  // String length is in UTF-16 units, never fewer than code points: a cheap first bound
  if (value.length > fieldValueMaxLength * 2) return problem;
  const length = Array.from(value).length;
  if (length < rule.minLength || length > rule.maxLength || length > fieldValueMaxLength) {
    return problem;
  }
  const compiled = compileAcceptedPattern(rule.acceptedPattern);
  if (compiled.kind === 'any') return null;
  if (compiled.kind === 'refused') return problem;
  return compiled.regex.test(value) ? null : problem;
}

/** Fills `{min}` and `{max}` in a message. */
export function formatFieldMessage(message: string, limits: { min: number; max: number }): string {
  return message.replaceAll('{min}', String(limits.min)).replaceAll('{max}', String(limits.max));
}
