import type { SportsMarketKind } from '@lobby/contracts';
import type { LimitRow } from './selections.repository.ts';

/** The limits one bet leg is under: every matching row, the most restrictive value wins. */
export interface EffectiveLimits {
  maxStake: bigint;
  maxPayout: bigint;
  maxMarketExposure: bigint | null;
  maxFixtureExposure: bigint | null;
}

/** The lowest of the values that are set (null: none is). */
export const lowestCap = (values: readonly (bigint | null)[]): bigint | null =>
  values.reduce<bigint | null>(
    (low, v) => (v === null ? low : low === null || v < low ? v : low),
    null,
  );

/**
 * Resolves the limits of a leg on (sport, market kind) for a member: brand default, sport,
 * market kind and member rows all apply (null columns do not limit); the lowest of each wins;
 * the member's stake factor (the lowest, 10 000 = 1×) scales the maximum stake. Without any
 * row, the brand's game policy gives the stake and payout limits.
 */
export function effectiveLimits(
  rows: readonly LimitRow[],
  leg: { sportId: number; marketKind: SportsMarketKind },
  memberId: number,
  policy: { maxStake: bigint; maxPayout: bigint },
): EffectiveLimits {
  const applying = rows.filter(
    (row) =>
      (row.sportId === null || row.sportId === leg.sportId) &&
      (row.marketKind === null || row.marketKind === leg.marketKind) &&
      (row.memberId === null || row.memberId === memberId),
  );
  const maxStake = lowestCap(applying.map((r) => r.maxStake)) ?? policy.maxStake;
  const factors = applying.map((r) => r.stakeFactorBp).filter((f): f is number => f !== null);
  const factor = factors.length === 0 ? 10_000 : Math.min(...factors);
  return {
    maxStake: (maxStake * BigInt(factor)) / 10_000n,
    maxPayout: lowestCap(applying.map((r) => r.maxPayout)) ?? policy.maxPayout,
    maxMarketExposure: lowestCap(applying.map((r) => r.maxMarketExposure)),
    maxFixtureExposure: lowestCap(applying.map((r) => r.maxFixtureExposure)),
  };
}

/**
 * The largest single stake at `odds` (thousandths) under the limits and what the market and
 * fixture can still take: min(max stake, max payout ÷ d, exposure left ÷ d), never below 0.
 */
export function maxSingleStake(
  limits: EffectiveLimits,
  odds: number,
  exposure: { market: bigint; fixture: bigint },
): bigint {
  const byPayout = (payout: bigint) => (payout * 1000n) / BigInt(odds);
  let max = limits.maxStake;
  const candidates = [byPayout(limits.maxPayout)];
  if (limits.maxMarketExposure !== null) {
    candidates.push(byPayout(limits.maxMarketExposure - exposure.market));
  }
  if (limits.maxFixtureExposure !== null) {
    candidates.push(byPayout(limits.maxFixtureExposure - exposure.fixture));
  }
  for (const c of candidates) if (c < max) max = c;
  return max < 0n ? 0n : max;
}
