import { regularizedGammaQ } from './gamma.ts';

/** Pearson's chi-square goodness-of-fit result. */
export interface ChiSquareResult {
  /** Σ (observed − expected)² / expected. */
  statistic: number;
  /** Number of categories − 1. */
  degreesOfFreedom: number;
  /** P(χ² ≥ statistic) under the null hypothesis; a fair source fails at 99% when below 0.01. */
  pValue: number;
}

/**
 * Pearson's chi-square test of observed counts against expected counts (same length, every
 * expected count > 0; for a sound test each should be at least 5).
 */
export function chiSquare(
  observed: readonly number[],
  expected: readonly number[],
): ChiSquareResult {
  if (observed.length !== expected.length || observed.length < 2) {
    throw new RangeError('observed and expected need the same length, at least 2');
  }
  let statistic = 0;
  for (let i = 0; i < observed.length; i++) {
    const want = expected[i]!;
    if (!(want > 0)) throw new RangeError(`expected count ${i} must be positive`);
    const difference = observed[i]! - want;
    statistic += (difference * difference) / want;
  }
  const degreesOfFreedom = observed.length - 1;
  return { statistic, degreesOfFreedom, pValue: chiSquarePValue(statistic, degreesOfFreedom) };
}

/** Upper tail P(χ²_k ≥ x) = Q(k/2, x/2). */
export function chiSquarePValue(statistic: number, degreesOfFreedom: number): number {
  return regularizedGammaQ(degreesOfFreedom / 2, statistic / 2);
}

/** Expected counts for `total` draws spread uniformly over `categories` outcomes. */
export function uniformExpected(categories: number, total: number): number[] {
  return new Array<number>(categories).fill(total / categories);
}
