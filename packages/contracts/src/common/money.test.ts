import { describe, expect, it } from 'vitest';
import { formatMinorUnits } from './money.ts';

describe('formatMinorUnits', () => {
  it('places the decimal point by the currency decimals', () => {
    expect(formatMinorUnits(123450n, 2)).toBe('1234.50');
    expect(formatMinorUnits(100n, 2)).toBe('1.00');
    expect(formatMinorUnits(123456n, 3)).toBe('123.456');
  });

  it('pads small amounts with leading zeros in the fraction', () => {
    expect(formatMinorUnits(0n, 2)).toBe('0.00');
    expect(formatMinorUnits(5n, 2)).toBe('0.05');
    expect(formatMinorUnits(7n, 4)).toBe('0.0007');
  });

  it('formats currencies without minor units as whole numbers', () => {
    expect(formatMinorUnits(15000n, 0)).toBe('15000');
  });

  it('keeps the sign of negative amounts, including below one unit', () => {
    expect(formatMinorUnits(-123450n, 2)).toBe('-1234.50');
    expect(formatMinorUnits(-5n, 2)).toBe('-0.05');
  });

  it('is exact beyond the range of a float', () => {
    // 2^63 - 1 minor units: a float would round the last digits
    expect(formatMinorUnits(9223372036854775807n, 2)).toBe('92233720368547758.07');
  });

  it('refuses impossible decimals', () => {
    expect(() => formatMinorUnits(1n, -1)).toThrow(RangeError);
    expect(() => formatMinorUnits(1n, 1.5)).toThrow(RangeError);
    expect(() => formatMinorUnits(1n, 19)).toThrow(RangeError);
  });
});
