import { describe, expect, it } from 'vitest';
import { maxAmountMinor, parseAmount } from './money.ts';

describe('parseAmount', () => {
  it('reads whole and fractional amounts into minor units', () => {
    expect(parseAmount('12.5', 2)).toEqual({ ok: true, minor: 1250n });
    expect(parseAmount('1234.56', 2)).toEqual({ ok: true, minor: 123456n });
    expect(parseAmount('7', 0)).toEqual({ ok: true, minor: 7n });
    expect(parseAmount('0.01', 2)).toEqual({ ok: true, minor: 1n });
  });

  it('accepts trailing zeros beyond the currency decimals but not digits', () => {
    expect(parseAmount('1.500', 2)).toEqual({ ok: true, minor: 150n });
    expect(parseAmount('1.505', 2)).toEqual({ ok: false, problem: 'amount_too_precise' });
    expect(parseAmount('1.5', 0)).toEqual({ ok: false, problem: 'amount_too_precise' });
  });

  it('refuses zero, signs, exponents, spaces and leading zeros', () => {
    for (const text of ['0', '0.00', '-1', '+1', '1e3', ' 1', '1 ', '01', '.5', '1.', '', 'NaN']) {
      expect(parseAmount(text, 2), text).toEqual({ ok: false, problem: 'amount_invalid' });
    }
  });

  it('refuses amounts above the ceiling', () => {
    const ceiling = (maxAmountMinor / 100n).toString();
    expect(parseAmount(ceiling, 2)).toEqual({ ok: true, minor: maxAmountMinor });
    expect(parseAmount(`${ceiling}.01`, 2)).toEqual({ ok: false, problem: 'amount_too_large' });
    expect(parseAmount('999999999999999999', 2)).toEqual({
      ok: false,
      problem: 'amount_too_large',
    });
  });
});
