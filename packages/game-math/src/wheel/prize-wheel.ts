import { uniformInt, type RandomSource } from '../rng/random-source.ts';

/**
 * The Sandbox RGS prize wheel: 20 equally likely segments, multipliers in hundredths.
 *
 * | multiplier | segments | contribution |
 * |-----------:|---------:|-------------:|
 * |      0     |     9    |     0        |
 * |      0.5×  |     4    |     2.0      |
 * |      1×    |     3    |     3.0      |
 * |      1.5×  |     2    |     3.0      |
 * |      2.2×  |     1    |     2.2      |
 * |      9×    |     1    |     9.0      |
 *
 * RTP = Σ multiplier / 20 = 19.2 / 20 = 96% exactly (1920 hundredths over 20 segments).
 */
export const prizeWheelSegments: readonly number[] = [
  0, 50, 0, 100, 0, 150, 0, 50, 0, 900, 0, 100, 0, 50, 0, 220, 0, 150, 50, 100,
];

/** The wheel's return to player as an exact fraction of hundredths: 1920 / 2000. */
export const prizeWheelRtp = { numerator: 1920, denominator: 2000 } as const;

/** One spin: the segment the wheel stopped on, its multiplier and the payout. */
export interface PrizeWheelSpin {
  segment: number;
  /** Multiplier in hundredths (150 = 1.5×). */
  multiplierHundredths: number;
  /** Stake × multiplier in minor units, rounded down. */
  payout: bigint;
}

/** The payout of a stake (minor units) on a segment, rounded down to a minor unit. */
export function prizeWheelPayout(stake: bigint, segment: number): bigint {
  const multiplier = prizeWheelSegments[segment];
  if (multiplier === undefined) throw new RangeError(`no segment ${segment}`);
  return (stake * BigInt(multiplier)) / 100n;
}

/** Spins the wheel once for a stake in minor units. */
export function spinPrizeWheel(source: RandomSource, stake: bigint): PrizeWheelSpin {
  if (stake <= 0n) throw new RangeError('stake must be positive');
  const segment = uniformInt(source, prizeWheelSegments.length);
  return {
    segment,
    multiplierHundredths: prizeWheelSegments[segment]!,
    payout: prizeWheelPayout(stake, segment),
  };
}
