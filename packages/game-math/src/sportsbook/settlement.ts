import type { OddsMilli } from './odds-formats.ts';
import type { LegOutcome } from './selection-grading.ts';

/**
 * The one settlement formula: return = stake × [VF + (1 − VF) × result × d × DHF], with VF the
 * void factor (1 void, 0.5 half win or half loss, else 0), result 1 for a win (half win) and
 * 0 for a loss (half loss), d the decimal odds and DHF the dead-heat factor. Computed as an
 * exact fraction of integers; the return is rounded down to the minor unit.
 */
export interface Fraction {
  num: bigint;
  den: bigint;
}

/** A dead-heat factor: 1/1 unless a tie for a place splits the stake. */
export const noDeadHeat: Fraction = { num: 1n, den: 1n };

/** One leg's factor: what one unit staked on it returns (the leg's price in a parlay). */
export function legFactor(outcome: LegOutcome, odds: OddsMilli, deadHeat = noDeadHeat): Fraction {
  const d = BigInt(odds);
  switch (outcome) {
    case 'win': // VF 0, result 1
      return { num: d * deadHeat.num, den: 1000n * deadHeat.den };
    case 'lose': // VF 0, result 0
      return { num: 0n, den: 1n };
    case 'void': // VF 1
      return { num: 1n, den: 1n };
    case 'half_win': // VF 0.5, result 1: (1 + d × DHF) / 2
      return { num: 1000n * deadHeat.den + d * deadHeat.num, den: 2000n * deadHeat.den };
    case 'half_lose': // VF 0.5, result 0
      return { num: 1n, den: 2n };
    default:
      return outcome satisfies never;
  }
}

/** What a stake returns at a factor, rounded down to the minor unit. */
export function returnOf(stake: bigint, factor: Fraction): bigint {
  return (stake * factor.num) / factor.den;
}

/** The return of a single bet. */
export function singleReturn(
  stake: bigint,
  outcome: LegOutcome,
  odds: OddsMilli,
  deadHeat = noDeadHeat,
): bigint {
  return returnOf(stake, legFactor(outcome, odds, deadHeat));
}

/** One leg of a parlay or system as settlement sees it. */
export interface SettledLeg {
  odds: OddsMilli;
  outcome: LegOutcome;
  deadHeat?: Fraction;
}

/** The product of the legs' factors: a void leg 1.00, a half win (d + 1)/2, a half loss 0.5. */
export function combinedFactor(legs: readonly SettledLeg[]): Fraction {
  let num = 1n;
  let den = 1n;
  for (const leg of legs) {
    const f = legFactor(leg.outcome, leg.odds, leg.deadHeat);
    num *= f.num;
    den *= f.den;
  }
  return { num, den };
}

/** The return of a parlay, capped at the maximum payout when one is given. */
export function parlayReturn(
  stake: bigint,
  legs: readonly SettledLeg[],
  maxPayout?: bigint,
): bigint {
  const value = returnOf(stake, combinedFactor(legs));
  return maxPayout !== undefined && value > maxPayout ? maxPayout : value;
}

/** The combined decimal odds of legs not yet settled, in thousandths (rounded down). */
export function combinedOdds(odds: readonly OddsMilli[]): OddsMilli {
  let num = 1n;
  let den = 1n;
  for (const o of odds) {
    num *= BigInt(o);
    den *= 1000n;
  }
  return Number((num * 1000n) / den);
}
