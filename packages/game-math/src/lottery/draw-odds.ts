import type { DrawLotteryKind } from './draw-layouts.ts';
import type { LotteryOdds } from './line-payout.ts';

/**
 * VN prices: what one point returns per occurrence (lô) or once (the rest), stake included;
 * a lô point costs one unit per prize number (27 north, 18 south/central).
 */
const vnOdds: LotteryOdds = {
  lo2: 98.5,
  lo3: 900,
  lo4: 8_000,
  de: 99,
  dau: 9.8,
  duoi: 9.8,
  bacang: 960,
  xien2: 17,
  xien3: 65,
  xien4: 250,
  truot4: 2.8,
  truot5: 3.7,
  truot6: 4.9,
  truot7: 6.4,
  truot8: 8.4,
  truot9: 11,
  truot10: 14.5,
};

/** The default price list of each official draw (a brand sets its own per game). */
export const defaultDrawOdds: Record<DrawLotteryKind, LotteryOdds> = {
  'vn-north': vnOdds,
  'vn-south': vnOdds,
  'vn-central': vnOdds,
  thai: {
    top3: 900,
    tod3: 125,
    front3: 400,
    back3: 400,
    top2: 90,
    bottom2: 90,
    runTop: 3.2,
    runBottom: 4.2,
  },
};
