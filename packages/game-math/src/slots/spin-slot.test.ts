import { describe, expect, it } from 'vitest';
import { createFairRandom } from '../fair/fair-random.ts';
import { createFastRandom } from '../rng/fast-random.ts';
import { slotDefinitions, slotCodes } from './slot-definitions.ts';
import { createSlotSimulator } from './slot-simulator.ts';
import { scriptedRandom, stopShowing } from './testing/slot-kit.ts';
import { slotRestingStops, slotWindowAt, spinSlot } from './spin-slot.ts';

const lotus = slotDefinitions['lotus-fortune'];
const jade = slotDefinitions['jade-dragon'];
const id = (code: string) => lotus.symbols.find((symbol) => symbol.code === code)!.id;

/** Stops showing codes[reel] on the middle row (payline 0). */
const middleRow = (codes: string[]) => codes.map((code, reel) => stopShowing(lotus, reel, 1, code));

describe('spinSlot', () => {
  it('shows the strips from the drawn stops, row 0 on top', () => {
    const result = spinSlot(lotus, createFastRandom(99));
    result.base.window.forEach((column, reel) => {
      const strip = lotus.reels[reel]!;
      column.forEach((symbol, row) => {
        expect(symbol).toBe(strip[(result.base.stops[reel]! + row) % strip.length]);
      });
    });
  });

  it('reads a window from stops, wrapping round the end of a strip', () => {
    const last = lotus.reels.map((strip) => strip.length - 1);
    const window = slotWindowAt(lotus, last);
    window.forEach((column, reel) => {
      const strip = lotus.reels[reel]!;
      expect(column).toEqual([strip[strip.length - 1], strip[0], strip[1]]);
    });
  });

  it('rests every slot on a face that pays nothing and triggers nothing', () => {
    for (const code of slotCodes) {
      const def = slotDefinitions[code];
      const stops = slotRestingStops(def);
      const { base } = spinSlot(def, scriptedRandom(stops));
      expect(base.stops).toEqual(stops);
      expect(base.win).toBe(0);
      expect(base.freeSpinsAwarded).toBe(0);
      expect(new Set(base.window.flat()).size).toBeGreaterThan(3);
    }
  });

  it('pays a run with a wild as the run symbol, reading left to right', () => {
    const stops = middleRow(['KOI', 'WILD', 'KOI', 'KOI', 'A']);
    const result = spinSlot(lotus, scriptedRandom(stops));
    expect(result.base.lineWins).toContainEqual({
      line: 0,
      symbol: id('KOI'),
      count: 4,
      multiplier: 1,
      win: 200,
    });
    const lines = result.base.lineWins.reduce((sum, win) => sum + win.win, 0);
    expect(result.base.win).toBe(lines + result.base.scatterWin);
    expect(result.totalWin).toBe(result.base.win);
  });

  it('a run that does not start on reel 1 pays nothing on that line', () => {
    const stops = middleRow(['A', 'KOI', 'KOI', 'KOI', 'KOI']);
    const result = spinSlot(lotus, scriptedRandom(stops));
    expect(result.base.lineWins.find((win) => win.line === 0)).toBeUndefined();
  });

  it('three scatters pay 2 total bets and play 10 doubled free spins', () => {
    const base = middleRow(['SCAT', 'SCAT', 'SCAT', 'A', 'K']);
    const extra = Array.from({ length: 50 }, (_, i) => i);
    const result = spinSlot(lotus, scriptedRandom([...base, ...extra]));
    expect(result.base.scatterCount).toBe(3);
    expect(result.base.scatterWin).toBe(2 * 20);
    expect(result.base.freeSpinsAwarded).toBe(10);
    expect(result.freeSpins).toHaveLength(10);
    for (const spin of result.freeSpins) {
      expect(spin.multiplier).toBe(2);
      expect(spin.freeSpinsAwarded).toBe(0);
      for (const win of spin.lineWins)
        expect(win.win).toBe(lotus.linePays[win.symbol]![win.count]! * 2);
    }
    const free = result.freeSpins.reduce((sum, spin) => sum + spin.win, 0);
    expect(result.totalWin).toBe(result.base.win + free);
  });

  it('replays exactly from the same fair seeds', () => {
    const seeds = { serverSeed: 'server', clientSeed: 'client', nonce: 17 };
    for (const code of slotCodes) {
      const def = slotDefinitions[code];
      expect(spinSlot(def, createFairRandom(seeds))).toEqual(
        spinSlot(def, createFairRandom(seeds)),
      );
    }
  });

  it('the simulator wins exactly what spinSlot wins from the same stream', () => {
    for (const def of [lotus, jade]) {
      const simulator = createSlotSimulator(def);
      for (let seed = 0; seed < 3000; seed++) {
        const expected = spinSlot(def, createFastRandom(seed));
        expect(simulator.spin(createFastRandom(seed)), `${def.code} seed ${seed}`).toBe(
          expected.totalWin,
        );
      }
      expect(simulator.triggers).toBeGreaterThan(0);
    }
  });
});
