/**
 * Cockfight (sabong) pari-mutuel maths, in integer minor units (docs/cockfight.md).
 *
 * Meron and Wala bets form one pool; after the house's plasada p the winning side shares it:
 * ratio_M = (M + W)(1 − p) / M, ratio_W = (M + W)(1 − p) / W. A ratio is kept in ten-thousandths
 * of the stake, truncated (what the board shows: 1.8525 = "185.25 per 100"); a winning bet
 * returns floor(stake × ratio / 10 000). Everything the winners do not receive (the plasada and
 * every truncation) stays with the house, so the house never pays out more than the pool.
 * A draw pays Draw bets 8:1 (the stake back plus 8×) and refunds Meron and Wala; a cancelled
 * fight refunds every bet. A fight whose Meron or Wala payout would be ≤ 107 per 100 (or with
 * an empty side) is cancelled.
 */

/** The sides a member can bet on. */
export const cockfightSides = ['meron', 'wala', 'draw'] as const;
export type CockfightSide = (typeof cockfightSides)[number];

/** A fight's outcomes. */
export const cockfightResults = ['meron', 'wala', 'draw', 'cancelled'] as const;
export type CockfightResult = (typeof cockfightResults)[number];

/** The three pools of a fight, in minor units. */
export interface CockfightPools {
  meron: bigint;
  wala: bigint;
  draw: bigint;
}

/** Ratios are in ten-thousandths of the stake (19 000 = 1.9 = "190.00 per 100"). */
export const ratioScale = 10_000n;
/** A side whose payout per 100 would be at most this cancels the fight. */
export const minimumPayoutPer100 = 107n;
/** A Draw bet wins 8 for 1: it returns 9 times its stake. */
export const drawReturnMultiple = 9n;
/** The largest plasada accepted, in basis points (50%). */
export const maxPlasadaBps = 5_000;

/** The two pari-mutuel ratios of a fight; null for a side nobody backed. */
export interface CockfightRatios {
  meron: bigint | null;
  wala: bigint | null;
}

/** ratio of one side = floor((side + other) × (10 000 − plasada) / side); null for an empty side. */
export function sideRatio(side: bigint, other: bigint, plasadaBps: number): bigint | null {
  if (side <= 0n) return null;
  return ((side + other) * (ratioScale - BigInt(plasadaBps))) / side;
}

/** Both pari-mutuel ratios of the pools. */
export function fightRatios(pools: CockfightPools, plasadaBps: number): CockfightRatios {
  return {
    meron: sideRatio(pools.meron, pools.wala, plasadaBps),
    wala: sideRatio(pools.wala, pools.meron, plasadaBps),
  };
}

/** True when a side's payout would be ≤ 107 per 100, or a side is empty: the fight is cancelled. */
export function mustCancel(pools: CockfightPools, plasadaBps: number): boolean {
  const { meron, wala } = fightRatios(pools, plasadaBps);
  const floor = minimumPayoutPer100 * (ratioScale / 100n);
  return meron === null || wala === null || meron <= floor || wala <= floor;
}

/**
 * The outcome that is paid: a Meron or Wala win stands only when the pools pass the ≤ 107 rule;
 * a draw or a cancellation stands as entered.
 */
export function payableResult(
  result: CockfightResult,
  pools: CockfightPools,
  plasadaBps: number,
): CockfightResult {
  if ((result === 'meron' || result === 'wala') && mustCancel(pools, plasadaBps)) {
    return 'cancelled';
  }
  return result;
}

/** What one bet returns for a payable result (stake included; 0 for a loss). */
export function betReturn(
  side: CockfightSide,
  stake: bigint,
  result: CockfightResult,
  ratios: CockfightRatios,
): bigint {
  switch (result) {
    case 'cancelled':
      return stake;
    case 'draw':
      return side === 'draw' ? stake * drawReturnMultiple : stake;
    case 'meron':
    case 'wala': {
      if (side !== result) return 0n;
      const ratio = ratios[result];
      return ratio === null ? stake : (stake * ratio) / ratioScale;
    }
    default:
      return result satisfies never;
  }
}

/** A ratio as a payout per 100 with two decimals ("185.25"); null stays null. */
export function payoutPer100(ratio: bigint | null): string | null {
  if (ratio === null) return null;
  const hundredths = ratio; // ratio / 10 000 × 100 in hundredths = ratio
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`;
}
