import { describe, expect, it } from 'vitest';
import { formatAmount } from './format.ts';

describe('formatAmount (§9: 2 decimals, thousands separators)', () => {
  it.each([
    ['0', '0.00'],
    ['5.5', '5.50'],
    ['1234.5', '1,234.50'],
    ['1234567.891', '1,234,567.89'],
    ['-1000', '-1,000.00'],
    ['00012', '12.00'],
    ['90071992547409931234.10', '90,071,992,547,409,931,234.10'],
  ])('%s → %s', (amount, shown) => expect(formatAmount(amount)).toBe(shown));

  it('leaves what is not an amount as it is', () => {
    expect(formatAmount('n/a')).toBe('n/a');
  });
});
