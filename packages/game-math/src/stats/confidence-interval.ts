/** Two-sided 99% normal quantile z₀.₉₉₅. */
export const z99 = 2.5758293035489004;

/** A sample mean with its confidence interval. */
export interface MeanInterval {
  mean: number;
  standardDeviation: number;
  low: number;
  high: number;
}

/**
 * The mean of n samples and its normal-approximation interval mean ± z·s/√n, from the running
 * sums Σx and Σx² (s is the sample standard deviation).
 */
export function meanInterval(sum: number, sumOfSquares: number, n: number, z = z99): MeanInterval {
  if (n < 2) throw new RangeError('need at least two samples');
  const mean = sum / n;
  const variance = Math.max(0, (sumOfSquares - n * mean * mean) / (n - 1));
  const standardDeviation = Math.sqrt(variance);
  const half = (z * standardDeviation) / Math.sqrt(n);
  return { mean, standardDeviation, low: mean - half, high: mean + half };
}
