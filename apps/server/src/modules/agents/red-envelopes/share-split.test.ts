import { describe, expect, it } from 'vitest';
import { fixedShares, randomShares } from './share-split.ts';

const sum = (shares: bigint[]) => shares.reduce((a, b) => a + b, 0n);

describe('red envelope shares', () => {
  it('splits equally, the first shares taking the remainder one unit each', () => {
    expect(fixedShares(1000n, 3)).toEqual([334n, 333n, 333n]);
    expect(fixedShares(5n, 5)).toEqual([1n, 1n, 1n, 1n, 1n]);
  });

  it('draws random shares that sum to the total, each at least one minor unit', () => {
    for (let round = 0; round < 200; round++) {
      const count = 1 + (round % 17);
      const total = BigInt(count + round * 37);
      const shares = randomShares(total, count);
      expect(shares).toHaveLength(count);
      expect(sum(shares)).toBe(total);
      expect(shares.every((share) => share >= 1n)).toBe(true);
    }
  });

  it('cuts the rest at the drawn points', () => {
    // rest 10 − 3 = 7; cuts 5 and 2 → gaps 2, 3, 2 → shares 3, 4, 3
    const draws = [5, 2];
    expect(randomShares(10n, 3, () => draws.shift() ?? 0)).toEqual([3n, 4n, 3n]);
  });
});
