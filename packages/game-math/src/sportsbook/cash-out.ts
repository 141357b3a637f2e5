import type { OddsMilli } from './odds-formats.ts';

/**
 * Cash-out: the fair value of an open bet is its potential return ÷ the current odds of what
 * is still to be decided; the book offers it × (1 − margin). The margin is in basis points.
 * Rounded down to the minor unit.
 */
export function cashOutValue(
  potentialReturn: bigint,
  currentOdds: readonly OddsMilli[],
  marginBasisPoints: number,
): bigint {
  let num = potentialReturn * BigInt(10_000 - marginBasisPoints);
  let den = 10_000n;
  for (const odds of currentOdds) {
    num *= 1000n;
    den *= BigInt(odds);
  }
  return num / den;
}
