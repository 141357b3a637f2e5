import { describe, expect, it } from 'vitest';
import { slotDefinitions } from './slot-definitions.ts';
import { isPlayableSlotStake, slotLineBet, slotPayout } from './slot-stake.ts';

const lotus = slotDefinitions['lotus-fortune']; // 20 lines
const jade = slotDefinitions['jade-dragon']; // 25 lines

describe('slot stakes and payouts', () => {
  it('accepts only positive multiples of the line count', () => {
    expect(isPlayableSlotStake(lotus, 2000n)).toBe(true);
    expect(isPlayableSlotStake(lotus, 2010n)).toBe(false);
    expect(isPlayableSlotStake(jade, 2500n)).toBe(true);
    expect(isPlayableSlotStake(jade, 2010n)).toBe(false);
    expect(isPlayableSlotStake(lotus, 0n)).toBe(false);
    expect(isPlayableSlotStake(lotus, -20n)).toBe(false);
  });

  it('pays line bet × total win exactly', () => {
    expect(slotLineBet(lotus, 2000n)).toBe(100n);
    expect(slotPayout(lotus, 2000n, 0)).toBe(0n);
    expect(slotPayout(lotus, 2000n, 245)).toBe(24_500n);
    // a big stake stays exact beyond double precision
    expect(slotPayout(jade, 25n * 10n ** 17n, 3)).toBe(3n * 10n ** 17n);
  });

  it('refuses stakes and wins that would need rounding', () => {
    expect(() => slotLineBet(jade, 2001n)).toThrow(RangeError);
    expect(() => slotPayout(lotus, 2000n, 1.5)).toThrow(RangeError);
    expect(() => slotPayout(lotus, 2000n, -1)).toThrow(RangeError);
  });
});
