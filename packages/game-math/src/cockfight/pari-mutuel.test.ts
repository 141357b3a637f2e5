import { describe, expect, it } from 'vitest';
import {
  betReturn,
  fightRatios,
  mustCancel,
  payableResult,
  payoutPer100,
  sideRatio,
  type CockfightPools,
} from './pari-mutuel.ts';

const pools = (meron: bigint, wala: bigint, draw = 0n): CockfightPools => ({ meron, wala, draw });
const plasada = 500; // 5%

// hand-worked in docs/cockfight.md "Worked example"
describe('cockfight pari-mutuel ratios', () => {
  it.each([
    // meron, wala, ratio M, ratio W (ten-thousandths), per 100 M, per 100 W
    [10_000n, 5_000n, 14_250n, 28_500n, '142.50', '285.00'],
    [7_000n, 3_000n, 13_571n, 31_666n, '135.71', '316.66'],
    [5_000n, 5_000n, 19_000n, 19_000n, '190.00', '190.00'],
    [9_000n, 1_000n, 10_555n, 95_000n, '105.55', '950.00'],
    [9_500n, 1_200n, 10_700n, 84_708n, '107.00', '847.08'],
    [9_500n, 1_201n, 10_701n, 84_645n, '107.01', '846.45'],
  ])('M %s W %s → %s / %s', (meron, wala, ratioM, ratioW, perM, perW) => {
    const ratios = fightRatios(pools(meron, wala), plasada);
    expect(ratios).toEqual({ meron: ratioM, wala: ratioW });
    expect([payoutPer100(ratios.meron), payoutPer100(ratios.wala)]).toEqual([perM, perW]);
  });

  it('has no ratio for a side nobody backed', () => {
    expect(sideRatio(0n, 5_000n, plasada)).toBeNull();
    expect(payoutPer100(null)).toBeNull();
  });

  it('uses the plasada it is given (0% and 10%)', () => {
    expect(sideRatio(5_000n, 5_000n, 0)).toBe(20_000n);
    expect(sideRatio(5_000n, 5_000n, 1_000)).toBe(18_000n);
  });
});

describe('the ≤ 107 rule', () => {
  it('cancels at exactly 107.00 per 100 and lets 107.01 stand', () => {
    // (9 500 + 1 200) × 0.95 / 9 500 = 1.07 exactly; one more unit of Wala makes 1.0701
    expect(sideRatio(9_500n, 1_200n, plasada)).toBe(10_700n);
    expect(mustCancel(pools(9_500n, 1_200n), plasada)).toBe(true);
    expect(sideRatio(9_500n, 1_201n, plasada)).toBe(10_701n);
    expect(mustCancel(pools(9_500n, 1_201n), plasada)).toBe(false);
  });

  it('cancels a fight with an empty side', () => {
    expect(mustCancel(pools(0n, 5_000n), plasada)).toBe(true);
    expect(mustCancel(pools(5_000n, 0n), plasada)).toBe(true);
    expect(mustCancel(pools(0n, 0n, 100n), plasada)).toBe(true);
  });

  it('turns a Meron or Wala result of a lopsided fight into a cancellation, not a draw', () => {
    expect(payableResult('meron', pools(9_000n, 1_000n), plasada)).toBe('cancelled');
    expect(payableResult('wala', pools(9_000n, 1_000n), plasada)).toBe('cancelled');
    expect(payableResult('draw', pools(9_000n, 1_000n), plasada)).toBe('draw');
    expect(payableResult('meron', pools(7_000n, 3_000n), plasada)).toBe('meron');
  });
});

describe('what a bet returns', () => {
  const ratios = fightRatios(pools(10_000n, 5_000n), plasada);

  it('pays the winning side floor(stake × ratio), the losing side nothing', () => {
    expect(betReturn('meron', 3_333n, 'meron', ratios)).toBe(4_749n); // 4 749.525
    expect(betReturn('meron', 6_667n, 'meron', ratios)).toBe(9_500n); // 9 500.475
    expect(betReturn('wala', 5_000n, 'meron', ratios)).toBe(0n);
    expect(betReturn('draw', 100n, 'meron', ratios)).toBe(0n);
    expect(betReturn('wala', 5_000n, 'wala', ratios)).toBe(14_250n);
  });

  it('keeps the house share: plasada plus the truncations, never more than the pool', () => {
    const paid =
      betReturn('meron', 3_333n, 'meron', ratios) + betReturn('meron', 6_667n, 'meron', ratios);
    expect(paid).toBe(14_249n);
    expect(15_000n - paid).toBe(751n); // plasada 750 + 1 of rounding
  });

  it('pays a draw 8:1 on Draw bets and refunds Meron and Wala', () => {
    expect(betReturn('draw', 1_000n, 'draw', ratios)).toBe(9_000n);
    expect(betReturn('meron', 1_000n, 'draw', ratios)).toBe(1_000n);
    expect(betReturn('wala', 1_000n, 'draw', ratios)).toBe(1_000n);
  });

  it('refunds every bet of a cancelled fight', () => {
    for (const side of ['meron', 'wala', 'draw'] as const) {
      expect(betReturn(side, 1_234n, 'cancelled', ratios)).toBe(1_234n);
    }
  });
});
