import { describe, expect, it } from 'vitest';
import { createFastRandom } from '../rng/fast-random.ts';
import { chiSquare, uniformExpected } from '../stats/chi-square.ts';
import {
  prizeWheelPayout,
  prizeWheelRtp,
  prizeWheelSegments,
  spinPrizeWheel,
} from './prize-wheel.ts';

describe('prize wheel', () => {
  it('returns exactly 96% by enumerating every segment', () => {
    const stake = 100n;
    let paid = 0n;
    for (let segment = 0; segment < prizeWheelSegments.length; segment++) {
      paid += prizeWheelPayout(stake, segment);
    }
    const staked = stake * BigInt(prizeWheelSegments.length);
    expect(paid * 100n).toBe(staked * 96n);
    expect(Number(paid) / Number(staked)).toBe(prizeWheelRtp.numerator / prizeWheelRtp.denominator);
    expect(prizeWheelSegments).toHaveLength(20);
  });

  it('lands on every segment uniformly (chi-square)', () => {
    const source = createFastRandom(20_261_122);
    const counts = new Array<number>(prizeWheelSegments.length).fill(0);
    const spins = 200_000;
    for (let i = 0; i < spins; i++) counts[spinPrizeWheel(source, 10n).segment]! += 1;
    const result = chiSquare(counts, uniformExpected(counts.length, spins));
    expect(result.pValue).toBeGreaterThan(0.001);
  });

  it('pays stake × multiplier rounded down and refuses a non-positive stake', () => {
    const nine = prizeWheelSegments.indexOf(900);
    expect(prizeWheelPayout(333n, nine)).toBe(2997n);
    expect(prizeWheelPayout(3n, prizeWheelSegments.indexOf(50))).toBe(1n);
    expect(() => spinPrizeWheel(createFastRandom(1), 0n)).toThrow(RangeError);
  });
});
