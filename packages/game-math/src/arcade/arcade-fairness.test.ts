import { describe, expect, it } from 'vitest';
import { createFairRandom } from '../fair/fair-random.ts';
import { createFastRandom } from '../rng/fast-random.ts';
import { type RandomSource } from '../rng/random-source.ts';
import {
  arcadeOutcomeSuites,
  mergeSparseCategories,
  mineBoardIndex,
  runOutcomeSuite,
} from './arcade-fairness.ts';
import { arcadeGameCodes } from './arcade-games.ts';

/** A broken source: one draw in 7 is zero. */
function leakyRandom(seed: number): RandomSource {
  const fast = createFastRandom(seed);
  let n = 0;
  return { nextUint32: () => (++n % 7 === 0 ? 0 : fast.nextUint32()) };
}

describe('arcade outcome checks', () => {
  it('have probabilities that sum to 1', () => {
    for (const game of arcadeGameCodes) {
      for (const check of arcadeOutcomeSuites[game].checks) {
        const sum = check.probabilities.reduce((a, b) => a + b, 0);
        expect(sum, `${game}: ${check.name}`).toBeCloseTo(1, 12);
      }
    }
  });

  it('number the 2300 three-mine boards 0..2299 in order', () => {
    const indexes: number[] = [];
    for (let a = 0; a < 25; a++) {
      for (let b = a + 1; b < 25; b++) {
        for (let c = b + 1; c < 25; c++) indexes.push(mineBoardIndex(a, b, c));
      }
    }
    expect(indexes).toEqual(Array.from({ length: 2300 }, (_, i) => i));
  });

  it('merge categories expected fewer than 5 times into their neighbours', () => {
    expect(mergeSparseCategories([1, 2, 30, 40, 3], [1, 3, 30, 40, 2])).toEqual({
      observed: [33, 43],
      expected: [34, 42],
    });
  });

  it.each(arcadeGameCodes)(
    '%s passes at the 0.01 level on a fast stream (20 000 rounds)',
    (game) => {
      const random = createFastRandom(2026);
      for (const result of runOutcomeSuite(arcadeOutcomeSuites[game], 20_000, () => random)) {
        expect(result.pValue, `${game}: ${result.name}`).toBeGreaterThan(0.01);
      }
    },
  );

  it.each(arcadeGameCodes)(
    '%s passes at the 0.01 level on the provably fair stream (a nonce per round)',
    (game) => {
      const results = runOutcomeSuite(arcadeOutcomeSuites[game], 4000, (nonce) =>
        createFairRandom({ serverSeed: 'lobby-chi-square', clientSeed: game, nonce }),
      );
      for (const result of results) {
        expect(result.pValue, `${game}: ${result.name}`).toBeGreaterThan(0.01);
      }
    },
  );

  it('catch a broken source', () => {
    const random = leakyRandom(7);
    for (const game of ['crash', 'dice', 'roulette'] as const) {
      const [result] = runOutcomeSuite(arcadeOutcomeSuites[game], 20_000, () => random);
      expect(result!.pValue, game).toBeLessThan(0.01);
    }
  });
});
