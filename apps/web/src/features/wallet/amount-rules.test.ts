import { describe, expect, it } from 'vitest';
import { checkAmount, largestAmount, quickAmounts, toMinorUnits } from './amount-rules.ts';

const deposit = { decimals: 2, min: '100.00', max: '50000.00' };

describe('amount rules', () => {
  it('reads amounts as the server does, without floats', () => {
    expect(checkAmount('500', deposit)).toEqual({ ok: true, minor: 50_000n, text: '500' });
    expect(checkAmount(' 1,500.50 ', deposit)).toEqual({
      ok: true,
      minor: 150_050n,
      text: '1500.50',
    });
    expect(checkAmount('0.1', { ...deposit, min: '0.00' })).toMatchObject({ minor: 10n });
    expect(checkAmount('', deposit)).toEqual({ ok: false, problem: 'required' });
    expect(checkAmount('abc', deposit)).toEqual({ ok: false, problem: 'invalid' });
    expect(checkAmount('-5', deposit)).toEqual({ ok: false, problem: 'invalid' });
    expect(checkAmount('1e3', deposit)).toEqual({ ok: false, problem: 'invalid' });
    expect(checkAmount('100.005', deposit)).toEqual({ ok: false, problem: 'tooPrecise' });
  });

  it('keeps the channel limits and the balance, at the edges too', () => {
    expect(checkAmount('99.99', deposit)).toEqual({ ok: false, problem: 'belowMin' });
    expect(checkAmount('100.00', deposit).ok).toBe(true);
    expect(checkAmount('50000.00', deposit).ok).toBe(true);
    expect(checkAmount('50000.01', deposit)).toEqual({ ok: false, problem: 'aboveMax' });
    const withdrawal = { ...deposit, balance: '1500.00' };
    expect(checkAmount('1500', withdrawal).ok).toBe(true);
    expect(checkAmount('1500.01', withdrawal)).toEqual({ ok: false, problem: 'aboveBalance' });
  });

  it('offers "all" as the balance capped at the maximum', () => {
    expect(largestAmount({ ...deposit, balance: '1234.56' })).toBe('1234.56');
    expect(largestAmount({ ...deposit, balance: '90000.00' })).toBe('50000.00');
    expect(largestAmount({ ...deposit, balance: '0.00' })).toBe('0.00');
  });

  it('offers quick amounts inside the limits only', () => {
    expect(quickAmounts(deposit)).toEqual([
      '100.00',
      '300.00',
      '500.00',
      '1000.00',
      '5000.00',
      '10000.00',
    ]);
    expect(quickAmounts({ decimals: 2, min: '300.00', max: '1000.00' })).toEqual([
      '300.00',
      '500.00',
      '1000.00',
    ]);
    expect(toMinorUnits('0', 2)).toBe(0n);
    expect(toMinorUnits('junk', 2)).toBeNull();
  });
});
