import { describe, expect, it } from 'vitest';
import { chiSquare, chiSquarePValue, uniformExpected } from './chi-square.ts';
import { meanInterval } from './confidence-interval.ts';
import { logGamma, regularizedGammaQ } from './gamma.ts';

describe('chi-square', () => {
  it('p-values match the standard table', () => {
    expect(chiSquarePValue(3.841458820694124, 1)).toBeCloseTo(0.05, 10);
    expect(chiSquarePValue(6.634896601021214, 1)).toBeCloseTo(0.01, 10);
    expect(chiSquarePValue(23.209251158954356, 10)).toBeCloseTo(0.01, 10);
    expect(chiSquarePValue(310.4573882199, 255)).toBeCloseTo(0.01, 8);
    // two degrees of freedom: P = e^(−x/2) exactly
    expect(chiSquarePValue(5, 2)).toBeCloseTo(Math.exp(-2.5), 12);
  });

  it('computes the statistic and passes a fair-looking sample', () => {
    const result = chiSquare([10, 12, 8, 10], [10, 10, 10, 10]);
    expect(result.statistic).toBeCloseTo(0.8, 12);
    expect(result.degreesOfFreedom).toBe(3);
    expect(result.pValue).toBeGreaterThan(0.8);
  });

  it('fails a biased sample', () => {
    const observed = [1100, 1000, 1000, 900];
    expect(chiSquare(observed, uniformExpected(4, 4000)).pValue).toBeLessThan(0.01);
  });

  it('refuses mismatched or empty expectations', () => {
    expect(() => chiSquare([1, 2], [1])).toThrow(RangeError);
    expect(() => chiSquare([1, 2], [1, 0])).toThrow(RangeError);
    expect(() => regularizedGammaQ(0, 1)).toThrow(RangeError);
  });

  it('logGamma and Q agree with known values', () => {
    expect(logGamma(10)).toBeCloseTo(Math.log(362_880), 12);
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 12);
    expect(regularizedGammaQ(1, 2)).toBeCloseTo(Math.exp(-2), 14);
    expect(regularizedGammaQ(3, 0)).toBe(1);
  });
});

describe('meanInterval', () => {
  it('gives mean ± z·s/√n', () => {
    const samples = [1, 2, 3, 4, 5];
    const sum = samples.reduce((a, b) => a + b, 0);
    const squares = samples.reduce((a, b) => a + b * b, 0);
    const interval = meanInterval(sum, squares, samples.length, 2);
    expect(interval.mean).toBe(3);
    expect(interval.standardDeviation).toBeCloseTo(Math.sqrt(2.5), 12);
    expect(interval.high - interval.mean).toBeCloseTo((2 * Math.sqrt(2.5)) / Math.sqrt(5), 12);
    expect(() => meanInterval(1, 1, 1)).toThrow(RangeError);
  });
});
