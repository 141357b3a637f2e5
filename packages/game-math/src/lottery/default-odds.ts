import type { LotteryKind } from './lottery-draw.ts';
import type { LotteryOdds } from './line-payout.ts';

/** K3 sums 3–18: odds near 0.97 × 216 ÷ (ways to roll the sum). */
const k3Sums: LotteryOdds = {
  sum3: 207,
  sum4: 69,
  sum5: 34,
  sum6: 20.5,
  sum7: 13.8,
  sum8: 9.8,
  sum9: 8.3,
  sum10: 7.7,
  sum11: 7.7,
  sum12: 8.3,
  sum13: 9.8,
  sum14: 13.8,
  sum15: 20.5,
  sum16: 34,
  sum17: 69,
  sum18: 207,
};

/**
 * The default price list of each fast game (a brand sets its own per game): what a line
 * returns per unit staked, stake included. Keys are payout keys (line-payout.ts).
 */
export const defaultLotteryOdds: Record<LotteryKind, LotteryOdds> = {
  '5d': { position: 9.8, bigSmall: 1.96, oddEven: 1.96, dragonTiger: 2.18, tie: 9.6 },
  pk10: { position: 9.8, bigSmall: 1.96, dragonTiger: 1.96 },
  k3: { ...k3Sums, bigSmall: 2, triple: 207, anyTriple: 35, pair: 13 },
  '11x5': { any1: 2.15, any2: 5.4, any3: 16, any4: 65, any5: 450 },
  keno: {
    pick1hit1: 3.8,
    pick2hit2: 15.5,
    pick3hit2: 2,
    pick3hit3: 47,
    pick4hit2: 1,
    pick4hit3: 8,
    pick4hit4: 120,
    pick5hit3: 3,
    pick5hit4: 25,
    pick5hit5: 600,
  },
};
