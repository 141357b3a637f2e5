import { describe, expect, it } from 'vitest';
import type { RegisterFieldRule } from './get-register-settings.ts';
import {
  fieldValueMaxLength,
  formatFieldMessage,
  patternMessages,
  validateFieldValue,
} from './register-field-rules.ts';
import { patternIds } from './get-register-settings.ts';

const usernameRule: RegisterFieldRule = {
  field: 'username',
  enabled: true,
  required: true,
  acceptedPattern: '[A-Za-z][A-Za-z0-9]*',
  patternId: 'letter_then_alnum',
  minLength: 6,
  maxLength: 16,
};
const usernameProblem = { messageKey: 'reg_pattern_letter_then_alnum', min: 6, max: 16 };

describe('validateFieldValue', () => {
  it('passes a value that matches the pattern within the length limits', () => {
    expect(validateFieldValue(usernameRule, 'lotus88')).toBeNull();
    expect(validateFieldValue(usernameRule, 'abcdef')).toBeNull();
    expect(validateFieldValue(usernameRule, 'a234567890123456')).toBeNull();
  });

  it('refuses a value the pattern does not match, with the pattern message and limits', () => {
    expect(validateFieldValue(usernameRule, '8lotus88')).toEqual(usernameProblem);
    expect(validateFieldValue(usernameRule, 'lotus_88')).toEqual(usernameProblem);
    // a match of a part of the value is not enough
    expect(validateFieldValue(usernameRule, 'lotus88 ')).toEqual(usernameProblem);
  });

  it('refuses values shorter or longer than the limits', () => {
    expect(validateFieldValue(usernameRule, 'abcde')).toEqual(usernameProblem);
    expect(validateFieldValue(usernameRule, 'a2345678901234567')).toEqual(usernameProblem);
  });

  it('asks for a required value and lets an optional one be empty', () => {
    const required = { messageKey: 'reg_field_required', min: 6, max: 16 };
    expect(validateFieldValue(usernameRule, '')).toEqual(required);
    expect(validateFieldValue(usernameRule, '   ')).toEqual(required);
    expect(validateFieldValue(usernameRule, undefined)).toEqual(required);
    expect(validateFieldValue({ ...usernameRule, required: false }, '')).toBeNull();
    expect(validateFieldValue({ ...usernameRule, required: false }, null)).toBeNull();
    // an optional value that is given must still be valid
    expect(validateFieldValue({ ...usernameRule, required: false }, '1')).toEqual(usernameProblem);
  });

  it('ignores a disabled field', () => {
    expect(validateFieldValue({ ...usernameRule, enabled: false }, '')).toBeNull();
    expect(validateFieldValue({ ...usernameRule, enabled: false }, '!!')).toBeNull();
  });

  it('lets * match anything, still within the length limits', () => {
    const rule = {
      ...usernameRule,
      acceptedPattern: '*',
      patternId: 'any' as const,
      minLength: 8,
      maxLength: 64,
    };
    expect(validateFieldValue(rule, 'any thing ✓ goes')).toBeNull();
    expect(validateFieldValue(rule, 'short')).toEqual({
      messageKey: 'reg_pattern_any',
      min: 8,
      max: 64,
    });
  });

  it('counts characters, not UTF-16 units, and accepts Thai names', () => {
    const payee: RegisterFieldRule = {
      field: 'payeeName',
      enabled: true,
      required: true,
      acceptedPattern: '[A-Za-z\\u0E00-\\u0E7F][A-Za-z\\u0E00-\\u0E7F ]*',
      patternId: 'thai_or_english_spaces',
      minLength: 2,
      maxLength: 50,
    };
    expect(validateFieldValue(payee, 'สมชาย ใจดี')).toBeNull();
    expect(validateFieldValue(payee, 'Juan dela Cruz')).toBeNull();
    expect(validateFieldValue(payee, 'Juan2')?.messageKey).toBe(
      'reg_pattern_thai_or_english_spaces',
    );
    const emoji = { ...usernameRule, acceptedPattern: '*', minLength: 1, maxLength: 2 };
    expect(validateFieldValue(emoji, '😀😀')).toBeNull();
  });

  it('checks dates in dd-mm-yyyy', () => {
    const birthday = {
      ...usernameRule,
      acceptedPattern: '(0[1-9]|[12][0-9]|3[01])-(0[1-9]|1[0-2])-[0-9]{4}',
      patternId: 'date_dd_mm_yyyy' as const,
      minLength: 10,
      maxLength: 10,
    };
    expect(validateFieldValue(birthday, '31-12-1990')).toBeNull();
    expect(validateFieldValue(birthday, '32-12-1990')?.messageKey).toBe(
      'reg_pattern_date_dd_mm_yyyy',
    );
    expect(validateFieldValue(birthday, '1990-12-31')?.messageKey).toBe(
      'reg_pattern_date_dd_mm_yyyy',
    );
  });

  it('fails every value of a rule whose pattern is unsafe instead of running it', () => {
    const evil = { ...usernameRule, acceptedPattern: '(a+)+$', minLength: 1, maxLength: 200 };
    expect(validateFieldValue(evil, `${'a'.repeat(40)}!`)).toEqual({
      messageKey: 'reg_pattern_letter_then_alnum',
      min: 1,
      max: 200,
    });
    // refused before it runs (a real run on the value above would take minutes)
    expect(validateFieldValue(evil, 'aaaa')).not.toBeNull();
  });

  it('never runs a pattern on a value longer than the hard cap', () => {
    const wide = { ...usernameRule, acceptedPattern: '*', minLength: 0, maxLength: 100_000 };
    expect(validateFieldValue(wide, 'a'.repeat(fieldValueMaxLength))).toBeNull();
    expect(validateFieldValue(wide, 'a'.repeat(fieldValueMaxLength + 1))).not.toBeNull();
    expect(validateFieldValue(wide, 'a'.repeat(1_000_000))).not.toBeNull();
  });
});

describe('patternMessages', () => {
  it('has a distinct key for every pattern id', () => {
    const keys = patternIds.map((id) => patternMessages[id].messageKey);
    expect(new Set(keys).size).toBe(patternIds.length);
    for (const id of patternIds) expect(patternMessages[id].messageKey).toBe(`reg_pattern_${id}`);
  });

  it('formats the limits into the message', () => {
    expect(formatFieldMessage(patternMessages.digits.message, { min: 9, max: 10 })).toBe(
      'Digits only, 9 - 10 digits',
    );
  });
});
