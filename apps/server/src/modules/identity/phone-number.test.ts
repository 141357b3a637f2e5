import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/app-error.ts';
import { toE164 } from './phone-number.ts';

const thai = { min: 9, max: 10 };

function errorCodeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  return undefined;
}

describe('toE164', () => {
  it('drops the trunk 0 and prefixes the dialing code', () => {
    expect(toE164('+66', '0812345678', thai)).toBe('+66812345678');
  });

  it('takes a number typed without the trunk 0', () => {
    expect(toE164('+66', '812345678', thai)).toBe('+66812345678');
  });

  it('accepts a dialing code without the plus and trims the input', () => {
    expect(toE164('63', ' 09171234567 ', { min: 10, max: 11 })).toBe('+639171234567');
  });

  it.each(['', '   '])('reports %j as missing', (typed) => {
    expect(errorCodeOf(() => toE164('+66', typed, thai))).toBe('missing_phone_number');
  });

  it.each([
    '08123456',
    '081234567890',
    '08-1234567',
    '+66812345678',
    '08123 4567',
    '０８１２３４５６７８',
  ])('refuses %j as invalid', (typed) => {
    expect(errorCodeOf(() => toE164('+66', typed, thai))).toBe('invalid_phone_number');
  });

  it('refuses a number longer than E.164 allows', () => {
    expect(errorCodeOf(() => toE164('+855', '1234567890123', { min: 5, max: 20 }))).toBe(
      'invalid_phone_number',
    );
  });

  it('refuses a lone trunk 0', () => {
    expect(errorCodeOf(() => toE164('+66', '0', { min: 1, max: 10 }))).toBe('invalid_phone_number');
  });

  it.each(['+6a', '', '+12345', '66-'])('refuses the dialing code %j as invalid', (code) => {
    expect(errorCodeOf(() => toE164(code, '0812345678', thai))).toBe('invalid_phone_number');
  });
});
