import { describe, expect, it } from 'vitest';
import { minorToPamAmount, pamAmountToMinor, unitDecimals } from './pam-amounts.ts';

describe('PAM amounts ↔ minor units', () => {
  it('converts exactly, whatever the binary double is', () => {
    expect(pamAmountToMinor(10.1, 2)).toBe(1010n);
    expect(pamAmountToMinor(0.3, 2)).toBe(30n);
    expect(pamAmountToMinor(1236.12, 2)).toBe(123612n);
    expect(pamAmountToMinor(-5, 2)).toBe(-500n);
    expect(pamAmountToMinor(0, 2)).toBe(0n);
    expect(pamAmountToMinor(7, 0)).toBe(7n);
  });

  it('refuses more precision than the unit has, never rounding', () => {
    expect(pamAmountToMinor(10.123, 2)).toBeNull();
    expect(pamAmountToMinor(0.1 + 0.2, 2)).toBeNull();
    expect(pamAmountToMinor(1e-7, 2)).toBeNull();
    expect(pamAmountToMinor(1.5, 0)).toBeNull();
  });

  it('refuses non-numbers and amounts beyond any real bet', () => {
    expect(pamAmountToMinor(Number.NaN, 2)).toBeNull();
    expect(pamAmountToMinor(Number.POSITIVE_INFINITY, 2)).toBeNull();
    expect(pamAmountToMinor(1e21, 2)).toBeNull();
    expect(pamAmountToMinor(1e13, 2)).toBeNull();
  });

  it('writes minor units back as the same decimal number', () => {
    expect(minorToPamAmount(1050n, 2)).toBe(10.5);
    expect(minorToPamAmount(1n, 2)).toBe(0.01);
    expect(minorToPamAmount(-123456n, 2)).toBe(-1234.56);
    expect(minorToPamAmount(42n, 0)).toBe(42);
    for (const minor of [0n, 1n, 99n, 1010n, 123_456_789n]) {
      expect(pamAmountToMinor(minorToPamAmount(minor, 2), 2)).toBe(minor);
    }
  });

  it('gives play money two decimals and real units the brand’s', () => {
    expect(unitDecimals('PLAY', 0)).toBe(2);
    expect(unitDecimals('JPY', 0)).toBe(0);
  });
});
