import { describe, expect, it } from 'vitest';
import { createFastRandom } from '../rng/fast-random.ts';
import { chiSquare, uniformExpected } from '../stats/chi-square.ts';
import {
  type DiceBet,
  diceMultiplier,
  diceTargetRange,
  diceWinChance,
  diceWinningRolls,
  isValidDiceBet,
  rollDice,
  settleDiceBet,
} from './dice.ts';

describe('dice bets', () => {
  it('accepts win chances of 1.00%–98.00% only', () => {
    expect(isValidDiceBet({ target: 99, direction: 'under' })).toBe(false);
    expect(isValidDiceBet({ target: 100, direction: 'under' })).toBe(true);
    expect(isValidDiceBet({ target: 9800, direction: 'under' })).toBe(true);
    expect(isValidDiceBet({ target: 9801, direction: 'under' })).toBe(false);
    expect(isValidDiceBet({ target: 198, direction: 'over' })).toBe(false);
    expect(isValidDiceBet({ target: 199, direction: 'over' })).toBe(true);
    expect(isValidDiceBet({ target: 9899, direction: 'over' })).toBe(true);
    expect(isValidDiceBet({ target: 9900, direction: 'over' })).toBe(false);
    expect(isValidDiceBet({ target: 50.5, direction: 'over' })).toBe(false);
    expect(isValidDiceBet({ target: 5000, direction: 'sideways' } as unknown as DiceBet)).toBe(
      false,
    );
    expect(diceTargetRange('under')).toEqual({ min: 100, max: 9800 });
    expect(diceTargetRange('over')).toEqual({ min: 199, max: 9899 });
    expect(() => diceMultiplier({ target: 0, direction: 'under' })).toThrow(RangeError);
  });

  it('prices by the winning rolls', () => {
    expect(diceWinChance({ target: 5000, direction: 'under' })).toBe(0.5);
    expect(diceMultiplier({ target: 5000, direction: 'under' })).toBe(1.98);
    expect(diceWinChance({ target: 5000, direction: 'over' })).toBe(0.4999);
    expect(diceMultiplier({ target: 9899, direction: 'over' })).toBe(99);
  });

  it('settles in whole minor units, rounding down', () => {
    const under = { target: 5000, direction: 'under' } as const;
    expect(settleDiceBet(under, 100n, 4999)).toBe(198n);
    expect(settleDiceBet(under, 100n, 5000)).toBe(0n);
    expect(settleDiceBet(under, 1n, 0)).toBe(1n); // 1.98 → 1
    const over = { target: 9899, direction: 'over' } as const;
    expect(settleDiceBet(over, 100n, 9900)).toBe(9900n);
    expect(settleDiceBet(over, 100n, 9899)).toBe(0n);
    expect(() => settleDiceBet(over, -1n, 9900)).toThrow(RangeError);
  });

  it('returns exactly 99% for every target (enumerating all 10 000 rolls)', () => {
    for (const direction of ['under', 'over'] as const) {
      const { min, max } = diceTargetRange(direction);
      for (let target = min; target <= max; target += target === max ? 1 : 97) {
        const bet = { target: Math.min(target, max), direction };
        const stake = BigInt(diceWinningRolls(bet)); // makes stake × 9900 / w exact
        let returned = 0n;
        for (let roll = 0; roll < 10_000; roll++) returned += settleDiceBet(bet, stake, roll);
        expect(returned * 100n, `${direction} ${target}`).toBe(stake * 10_000n * 99n);
      }
    }
  });
});

describe('dice roll', () => {
  it('is uniform over 0.00–99.99 (chi-square at 99%, 100 bands)', () => {
    const random = createFastRandom(6);
    const counts = new Array<number>(100).fill(0);
    const rolls = 30_000;
    let outOfRange = 0;
    for (let i = 0; i < rolls; i++) {
      const roll = rollDice(random);
      if (!(Number.isInteger(roll) && roll >= 0 && roll <= 9999)) outOfRange++;
      counts[Math.floor(roll / 100)]! += 1;
    }
    expect(outOfRange).toBe(0);
    expect(chiSquare(counts, uniformExpected(100, rolls)).pValue).toBeGreaterThan(0.01);
  });
});
