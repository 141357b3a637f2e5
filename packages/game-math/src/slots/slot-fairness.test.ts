import { describe, expect, it } from 'vitest';
import { createFairRandom } from '../fair/fair-random.ts';
import { chiSquare } from '../stats/chi-square.ts';
import { slotDefinitions, slotCodes } from './slot-definitions.ts';
import { slotOutcomeSuite } from './slot-fairness.ts';

describe('slot outcomes from the fair stream', () => {
  it.each(slotCodes)('%s: reel stops and scatter counts pass chi-square at 99 percent', (code) => {
    const suite = slotOutcomeSuite(slotDefinitions[code]);
    const rounds = 20_000;
    const counts = suite.checks.map((check) =>
      new Array<number>(check.probabilities.length).fill(0),
    );
    for (let nonce = 0; nonce < rounds; nonce++) {
      const random = createFairRandom({ serverSeed: `chi-${code}`, clientSeed: 'c', nonce });
      suite.classify(random, nonce).forEach((category, check) => {
        counts[check]![category]! += 1;
      });
    }
    suite.checks.forEach((check, i) => {
      const total = check.probabilities.reduce((sum, p) => sum + p, 0);
      expect(total).toBeCloseTo(1, 12);
      // 4 and 5 scatters are rare: fold them into 3 so every category expects ≥ 5
      const observed = [...counts[i]!];
      const expected = check.probabilities.map((p) => p * rounds);
      while (expected.length > 2 && expected.at(-1)! < 5) {
        observed[observed.length - 2]! += observed.pop()!;
        expected[expected.length - 2]! += expected.pop()!;
      }
      expect(chiSquare(observed, expected).pValue, check.name).toBeGreaterThan(0.01);
    });
  });

  it('a stream that favours one stop fails the reel check', () => {
    const suite = slotOutcomeSuite(slotDefinitions['lotus-fortune']);
    const rounds = 5000;
    const counts = new Array<number>(suite.checks[0]!.probabilities.length).fill(0);
    let state = 1;
    const biased = {
      nextUint32: () => {
        state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
        return state % 4 === 0 ? 0 : state; // a quarter of draws land on stop 0
      },
    };
    for (let round = 0; round < rounds; round++) counts[suite.classify(biased, round)[0]!]! += 1;
    const expected = suite.checks[0]!.probabilities.map((p) => p * rounds);
    expect(chiSquare(counts, expected).pValue).toBeLessThan(0.01);
  });
});
