import { describe, expect, it } from 'vitest';
import { bonusAmountOf } from './bonus-award.ts';

describe('bonus awards', () => {
  const facts = { deposit: 50_000n, validBets: 1_000_000n };
  it('pays a fixed amount', () => {
    expect(bonusAmountOf({ type: 'fixed', amount: '88.00' }, facts, 2)).toBe(8_800n);
  });
  it('pays a percentage of the deposit up to the cap', () => {
    expect(bonusAmountOf({ type: 'deposit_percent', percent: 100, cap: '1000.00' }, facts, 2)).toBe(
      50_000n,
    );
    expect(bonusAmountOf({ type: 'deposit_percent', percent: 100, cap: '300.00' }, facts, 2)).toBe(
      30_000n,
    );
    expect(
      bonusAmountOf(
        { type: 'deposit_percent', percent: 50, cap: '1000.00' },
        { ...facts, deposit: 333n },
        2,
      ),
    ).toBe(166n);
  });
  it('pays basis points of the valid bets up to the cap', () => {
    expect(bonusAmountOf({ type: 'bet_percent', basisPoints: 50, cap: '1000.00' }, facts, 2)).toBe(
      5_000n,
    );
    expect(bonusAmountOf({ type: 'bet_percent', basisPoints: 50, cap: '10.00' }, facts, 2)).toBe(
      1_000n,
    );
  });
});
