import { describe, expect, it } from 'vitest';
import { createFairRandom } from '../fair/fair-random.ts';
import { createFastRandom } from '../rng/fast-random.ts';
import { drawWeighted, expectedCost } from './weighted-draw.ts';

describe('weighted draw', () => {
  it('repeats exactly from the same seeds, and differs with the nonce', () => {
    const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'lucky', nonce: 3 };
    const weights = [1, 1, 1, 1, 1, 1, 1, 1];
    const first = drawWeighted(createFairRandom(seeds), weights);
    expect(drawWeighted(createFairRandom(seeds), weights)).toBe(first);
    const others = [0, 1, 2, 4, 5].map((nonce) =>
      drawWeighted(createFairRandom({ ...seeds, nonce }), weights),
    );
    expect(new Set([first, ...others]).size).toBeGreaterThan(1);
  });

  it('follows the weights', () => {
    const source = createFastRandom(7);
    const counts = [0, 0, 0];
    for (let i = 0; i < 30_000; i += 1) counts[drawWeighted(source, [1, 2, 7])]! += 1;
    expect(counts[0]! / 30_000).toBeCloseTo(0.1, 1);
    expect(counts[2]! / 30_000).toBeCloseTo(0.7, 1);
  });

  it('refuses a weight that is not a positive integer', () => {
    expect(() => drawWeighted(createFastRandom(1), [1, 0])).toThrow(RangeError);
  });

  it('prices a spin as Σ prize × weight ÷ Σ weight', () => {
    expect(
      expectedCost([
        { prize: 0n, weight: 6 },
        { prize: 1000n, weight: 3 },
        { prize: 10_000n, weight: 1 },
      ]),
    ).toBe(1300n);
    expect(
      expectedCost([
        { prize: 1n, weight: 1 },
        { prize: 0n, weight: 2 },
      ]),
    ).toBe(0n);
  });
});
