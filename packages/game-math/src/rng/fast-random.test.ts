import { describe, expect, it } from 'vitest';
import { chiSquare, uniformExpected } from '../stats/chi-square.ts';
import { createFastRandom } from './fast-random.ts';
import { uniformFloat, uniformInt } from './random-source.ts';

describe('createFastRandom', () => {
  it('is deterministic per seed and differs between seeds', () => {
    const draw = (seed: number) => {
      const random = createFastRandom(seed);
      return Array.from({ length: 8 }, () => random.nextUint32());
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
    for (const value of draw(7)) {
      expect(Number.isInteger(value) && value >= 0 && value < 2 ** 32).toBe(true);
    }
  });

  it('spreads bytes uniformly (chi-square at 99%)', () => {
    const random = createFastRandom(2024);
    const observed = new Array<number>(256).fill(0);
    const words = 64_000;
    for (let i = 0; i < words; i++) {
      const value = random.nextUint32();
      for (let shift = 0; shift < 32; shift += 8) observed[(value >>> shift) & 0xff]! += 1;
    }
    expect(chiSquare(observed, uniformExpected(256, words * 4)).pValue).toBeGreaterThan(0.01);
  });

  it('feeds uniformInt and uniformFloat within their ranges', () => {
    const random = createFastRandom(1);
    for (let i = 0; i < 1000; i++) {
      const n = uniformInt(random, 45);
      const f = uniformFloat(random);
      expect(n >= 0 && n < 45).toBe(true);
      expect(f >= 0 && f < 1).toBe(true);
    }
  });
});
