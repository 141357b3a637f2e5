import { describe, expect, it } from 'vitest';
import { amountProblem, decimalToMinor, passwordProblem } from './money-amount.ts';

describe('decimalToMinor', () => {
  it('reads balances, zero and signs included, without floats', () => {
    expect(decimalToMinor('1000.00', 2)).toBe(100000n);
    expect(decimalToMinor('0.00', 2)).toBe(0n);
    expect(decimalToMinor('-5.5', 2)).toBe(-550n);
    expect(decimalToMinor('90071992547409.93', 2)).toBe(9007199254740993n);
    expect(decimalToMinor('1,000', 2)).toBeUndefined();
  });
});

describe('amountProblem', () => {
  it('asks for an amount when none is typed', () => {
    expect(amountProblem('  ', 2)?.key).toBe('transfers:form.amountRequired');
  });

  it('refuses zero, signs, letters, too many decimals and absurd sizes', () => {
    expect(amountProblem('0', 2)?.key).toBe('errors:err_amount_invalid');
    expect(amountProblem('-5', 2)?.key).toBe('errors:err_amount_invalid');
    expect(amountProblem('1e3', 2)?.key).toBe('errors:err_amount_invalid');
    expect(amountProblem('1.005', 2)?.key).toBe('errors:err_amount_too_precise');
    expect(amountProblem('10000000000000', 2)?.key).toBe('errors:err_amount_too_large');
  });

  it('refuses more than the source wallet holds, and takes exactly all of it', () => {
    expect(amountProblem('1000.01', 2, '1000.00')?.key).toBe('errors:err_insufficient_funds');
    expect(amountProblem('1000', 2, '1000.00')).toBeUndefined();
    expect(amountProblem('200.5', 2, '1000.00')).toBeUndefined();
  });

  it('lets the server judge when the balance is not known', () => {
    expect(amountProblem('999999', 2)).toBeUndefined();
  });
});

describe('passwordProblem', () => {
  it('only asks that something is typed', () => {
    expect(passwordProblem('')?.key).toBe('transfers:form.passwordRequired');
    expect(passwordProblem('135790')).toBeUndefined();
  });
});
