import { describe, expect, it } from 'vitest';
import { jadeDragonSpec } from './jade-dragon.ts';
import { isSlotCode, slotCodes, slotDefinitions } from './slot-definitions.ts';
import { buildSlotDefinition } from './slot-spec.ts';

describe('slot definitions', () => {
  it('lists both slots as 5×3 with their fixed lines', () => {
    expect(slotCodes).toEqual(['lotus-fortune', 'jade-dragon']);
    expect(slotDefinitions['lotus-fortune'].paylines).toHaveLength(20);
    expect(slotDefinitions['jade-dragon'].paylines).toHaveLength(25);
    for (const code of slotCodes) {
      const def = slotDefinitions[code];
      expect(def.code).toBe(code);
      expect(def.reels).toHaveLength(5);
      expect(new Set(def.paylines.map((line) => line.join(''))).size).toBe(def.paylines.length);
    }
    expect(isSlotCode('jade-dragon')).toBe(true);
    expect(isSlotCode('dice')).toBe(false);
  });

  it('keeps the Jade Dragon wild off reels 1 and 5', () => {
    const def = slotDefinitions['jade-dragon'];
    const wild = def.symbols.find((symbol) => symbol.kind === 'wild')!.id;
    expect(def.reels[0]).not.toContain(wild);
    expect(def.reels[4]).not.toContain(wild);
    expect(def.reels[2]).toContain(wild);
  });

  it('refuses strips that could show two scatters on one reel', () => {
    const reels = [...jadeDragonSpec.reels];
    reels[0] = 'SCAT A SCAT K Q J';
    expect(() => buildSlotDefinition({ ...jadeDragonSpec, reels })).toThrow(/two scatters/);
  });

  it('refuses unknown symbols and fractional pays', () => {
    const reels = [...jadeDragonSpec.reels];
    reels[1] = 'A K NOPE';
    expect(() => buildSlotDefinition({ ...jadeDragonSpec, reels })).toThrow(/unknown NOPE/);
    expect(() => buildSlotDefinition({ ...jadeDragonSpec, scatterPays: { 3: 1.5 } })).toThrow(
      /integers/,
    );
  });
});
