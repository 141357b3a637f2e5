import { uniformInt, type RandomSource } from '../rng/random-source.ts';

/**
 * Draws one index of a weighted table: a uniform integer r in [0, Σ weights) (rejection
 * sampled, no modulo bias), then the first slice whose running total exceeds r. With the
 * provably fair stream as the source, anyone holding the seeds repeats the draw.
 */
export function drawWeighted(source: RandomSource, weights: readonly number[]): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (weights.some((weight) => !Number.isInteger(weight) || weight < 1) || total < 1) {
    throw new RangeError('weights must be positive integers');
  }
  let ticket = uniformInt(source, total);
  for (let index = 0; index < weights.length; index += 1) {
    ticket -= weights[index]!;
    if (ticket < 0) return index;
  }
  throw new Error('unreachable: ticket beyond the total weight');
}

/**
 * The expected cost of one draw in minor units, Σ prize × weight ÷ Σ weight, rounded to the
 * nearest minor unit (half up): what the operator pays per spin on average.
 */
export function expectedCost(slices: readonly { prize: bigint; weight: number }[]): bigint {
  const total = BigInt(slices.reduce((sum, slice) => sum + slice.weight, 0));
  if (total <= 0n) throw new RangeError('weights must be positive');
  const sum = slices.reduce((acc, slice) => acc + slice.prize * BigInt(slice.weight), 0n);
  return (sum * 2n + total) / (2n * total);
}
