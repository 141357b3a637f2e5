import { describe, expect, it } from 'vitest';
import {
  applyMargin,
  isMarginMethod,
  marginMethods,
  oddsWithMargin,
  overround,
  removeMargin,
} from './margin.ts';

/** Σ of a list. */
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

const markets = [
  [0.5, 0.5],
  [0.62, 0.38],
  [0.5, 0.3, 0.2],
  [0.46, 0.27, 0.27],
  [0.05, 0.15, 0.3, 0.5],
];

describe('applying a margin', () => {
  it('multiplies every probability by 1 + m (hand-worked)', () => {
    const implied = applyMargin([0.5, 0.3, 0.2], 0.05, 'multiplicative');
    expect(implied[0]).toBeCloseTo(0.525, 12);
    expect(implied[1]).toBeCloseTo(0.315, 12);
    expect(implied[2]).toBeCloseTo(0.21, 12);
    const odds = oddsWithMargin([0.5, 0.3, 0.2], 0.05, 'multiplicative');
    expect(odds.map((d) => Number(d.toFixed(4)))).toEqual([1.9048, 3.1746, 4.7619]);
  });

  it.each(marginMethods)('%s: the overround is the target margin', (method) => {
    for (const probabilities of markets) {
      for (const margin of [0.02, 0.05, 0.08]) {
        expect(overround(oddsWithMargin(probabilities, margin, method))).toBeCloseTo(margin, 10);
      }
    }
  });

  it.each(marginMethods)('%s: an even two-way market stays even', (method) => {
    const implied = applyMargin([0.5, 0.5], 0.06, method);
    expect(implied[0]).toBeCloseTo(0.53, 10);
    expect(implied[1]).toBeCloseTo(0.53, 10);
  });

  it('power and Shin load the margin on the long shot more than multiplicative', () => {
    const fair = [0.8, 0.2];
    const share = (implied: number[]) => implied[1]! / fair[1]! - 1;
    const multiplicative = share(applyMargin(fair, 0.05, 'multiplicative'));
    expect(share(applyMargin(fair, 0.05, 'power'))).toBeGreaterThan(multiplicative);
    expect(share(applyMargin(fair, 0.05, 'shin'))).toBeGreaterThan(multiplicative);
  });

  it('no margin leaves the probabilities as they are', () => {
    expect(applyMargin([0.3, 0.7], 0, 'shin')).toEqual([0.3, 0.7]);
  });

  it('refuses probabilities that are not a distribution and margins out of range', () => {
    expect(() => applyMargin([0.5, 0.6], 0.05, 'power')).toThrow(RangeError);
    expect(() => applyMargin([1], 0.05, 'power')).toThrow(RangeError);
    expect(() => applyMargin([0, 1], 0.05, 'power')).toThrow(RangeError);
    expect(() => applyMargin([0.5, 0.5], -0.01, 'shin')).toThrow(RangeError);
    expect(() => applyMargin([0.5, 0.5], 1.5, 'shin')).toThrow(RangeError);
    expect(() => applyMargin([0.5, 0.5], 0.05, 'fancy' as never)).toThrow(RangeError);
    expect(isMarginMethod('shin')).toBe(true);
    expect(isMarginMethod('additive')).toBe(false);
  });
});

describe('removing a margin', () => {
  it.each(marginMethods)('%s: fair probabilities sum to 1 and round-trip', (method) => {
    for (const probabilities of markets) {
      const odds = oddsWithMargin(probabilities, 0.06, method);
      const fair = removeMargin(odds, method);
      expect(sum(fair.probabilities)).toBeCloseTo(1, 10);
      expect(fair.margin).toBeCloseTo(0.06, 10);
      fair.probabilities.forEach((p, i) => expect(p).toBeCloseTo(probabilities[i]!, 9));
    }
  });

  it('multiplicative: divides the implied probabilities by the booksum (hand-worked)', () => {
    // 1/2.0 + 1/3.4 + 1/3.6 = 0.5 + 0.294118 + 0.277778 = 1.071895
    const fair = removeMargin([2.0, 3.4, 3.6], 'multiplicative');
    expect(fair.margin).toBeCloseTo(0.071895, 6);
    expect(fair.probabilities[0]).toBeCloseTo(0.5 / 1.0718954, 6);
    expect(fair.probabilities[1]).toBeCloseTo(0.2941176 / 1.0718954, 6);
  });

  it('Shin: reproduces the published example of the `shin` package (odds 2.6, 2.4, 4.3)', () => {
    // mberk/shin README: [0.37299406033208965, 0.4047794109200184, 0.2222265287474275], z 0.016942512764
    const fair = removeMargin([2.6, 2.4, 4.3], 'shin');
    expect(fair.probabilities[0]).toBeCloseTo(0.37299406033208965, 9);
    expect(fair.probabilities[1]).toBeCloseTo(0.4047794109200184, 9);
    expect(fair.probabilities[2]).toBeCloseTo(0.2222265287474275, 9);
    expect(fair.parameter).toBeCloseTo(0.01694251276407055, 9);
  });

  it('power: the exponent k makes the powered implied probabilities sum to 1', () => {
    const fair = removeMargin([2.6, 2.4, 4.3], 'power');
    expect(fair.parameter).toBeGreaterThan(1);
    expect(sum([2.6, 2.4, 4.3].map((d) => (1 / d) ** fair.parameter))).toBeCloseTo(1, 12);
  });

  it('refuses odds of 1 or less and arbitrage books', () => {
    expect(() => removeMargin([1, 3], 'shin')).toThrow(RangeError);
    expect(() => removeMargin([2.2, 2.2], 'power')).toThrow(RangeError);
    expect(() => removeMargin([2], 'multiplicative')).toThrow(RangeError);
  });
});
