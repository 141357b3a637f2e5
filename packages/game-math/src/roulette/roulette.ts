import { type RandomSource, uniformInt } from '../rng/random-source.ts';
import { type RouletteSpot, rouletteNumberCount } from './roulette-spots.ts';

/**
 * European single-zero roulette.
 *
 * RTP: every spot covering k numbers pays (36 / k − 1):1, so its return is
 * k/37 × 36/k = 36/37 = 97.2973% for every bet (house edge 1/37 = 2.7027%).
 */
export const rouletteRtp = 36 / 37;

/** Spins the wheel: a uniform pocket 0..36 (one rejection-sampled draw). */
export function spinRoulette(random: RandomSource): number {
  return uniformInt(random, rouletteNumberCount);
}

/** Total returned for a bet (stake included) when `number` comes up; 0n when it loses. */
export function settleRouletteBet(spot: RouletteSpot, stake: bigint, number: number): bigint {
  if (stake < 0n) throw new RangeError('stake must not be negative');
  return spot.numbers.includes(number) ? stake * BigInt(spot.odds + 1) : 0n;
}
