import { describe, expect, it } from 'vitest';
import { exactRtp } from './exact-rtp.ts';
import {
  addFractions,
  divideFractions,
  type Fraction,
  fraction,
  multiplyFractions,
  subtractFractions,
} from './fraction.ts';
import { slotCodes, slotDefinitions } from './slot-definitions.ts';
import { buildSlotDefinition } from './slot-spec.ts';
import { type SlotDefinition } from './slot-types.ts';
import { scriptedRandom } from './testing/slot-kit.ts';
import { spinSlot } from './spin-slot.ts';

/**
 * The RTP proved (exactRtp) is the RTP of spinSlot, the function the server plays: these tests
 * read spinSlot's own outcomes, never the rules it shares with exactRtp, and hold them against
 * each slot's declared feature and against the exact figure.
 */

/** Every stop combination of a slot, reel 1 slowest. */
function* everyStopCombination(def: SlotDefinition): Generator<number[]> {
  const stops = def.reels.map(() => 0);
  for (;;) {
    yield [...stops];
    let reel = def.reelCount - 1;
    while (reel >= 0 && ++stops[reel]! === def.reels[reel]!.length) stops[reel--] = 0;
    if (reel < 0) return;
  }
}

/** Stops whose window shows exactly `count` scatters (the first reels that can show one). */
function stopsShowingScatters(def: SlotDefinition, count: number): number[] | undefined {
  const scatter = def.symbols.find((symbol) => symbol.kind === 'scatter')!.id;
  const shows = (reel: number, stop: number) => {
    const strip = def.reels[reel]!;
    return Array.from(
      { length: def.rowCount },
      (_, row) => strip[(stop + row) % strip.length],
    ).includes(scatter);
  };
  let wanted = count;
  const stops = def.reels.map((strip, reel) => {
    const stopsOfReel = strip.map((_, stop) => stop);
    const withScatter = stopsOfReel.find((stop) => shows(reel, stop));
    const without = stopsOfReel.find((stop) => !shows(reel, stop))!;
    if (wanted > 0 && withScatter !== undefined) {
      wanted -= 1;
      return withScatter;
    }
    return without;
  });
  return wanted === 0 ? stops : undefined;
}

/** A slot small enough to enumerate, with a tripling feature that retriggers. */
const tinySlot = buildSlotDefinition({
  code: 'jade-dragon',
  name: 'tiny with retriggers',
  symbols: [
    { code: 'W', name: 'wild', kind: 'wild' },
    { code: 'S', name: 'scatter', kind: 'scatter' },
    { code: 'H', name: 'high', kind: 'regular', pays: { 3: 20, 4: 50, 5: 200 } },
    { code: 'L', name: 'low', kind: 'regular', pays: { 3: 2, 4: 5, 5: 10 } },
    { code: 'B', name: 'blank', kind: 'regular' },
  ],
  reels: ['H L S B L B', 'W L H S B B', 'L H S W B B', 'H S L B B L', 'L H B S W B'],
  paylines: slotDefinitions['jade-dragon'].paylines,
  scatterPays: { 3: 1, 4: 5, 5: 20 },
  freeSpinAwards: { 3: 1, 4: 1, 5: 2 },
  freeSpinMultiplier: 3,
  canRetrigger: true,
  declaredRtp: 0.5,
});

describe('the RTP of the played code', () => {
  it.each(slotCodes)(
    '%s: spinSlot pays and awards every scatter count as the slot declares, in free spins too',
    (code) => {
      const def = slotDefinitions[code];
      const lines = def.paylines.length;
      const { awards, multiplier, canRetrigger } = def.freeSpins;
      const trigger = stopsShowingScatters(def, 3)!;
      const quiet = stopsShowingScatters(def, 0)!;
      const quietWindows = Array.from({ length: 100 }, () => quiet).flat();
      for (let count = 0; count <= def.reelCount; count++) {
        const shown = stopsShowingScatters(def, count);
        if (!shown) continue;
        const base = spinSlot(def, scriptedRandom([...shown, ...quietWindows]));
        expect(base.base.scatterCount).toBe(count);
        expect(base.base.scatterWin).toBe((def.scatterPays[count] ?? 0) * lines);
        expect(base.freeSpins).toHaveLength(awards[count] ?? 0);

        const inFeature = spinSlot(def, scriptedRandom([...trigger, ...shown, ...quietWindows]));
        const first = inFeature.freeSpins[0]!;
        expect(first.scatterCount).toBe(count);
        expect(first.multiplier).toBe(multiplier);
        expect(first.scatterWin).toBe((def.scatterPays[count] ?? 0) * lines * multiplier);
        const retriggered = canRetrigger ? (awards[count] ?? 0) : 0;
        expect(
          inFeature.freeSpins,
          `${code}: free spins after ${count} scatters inside`,
        ).toHaveLength(awards[3]! + retriggered);
      }
    },
  );

  it('exactRtp equals the expectation of spinSlot read window by window over every stop combination', () => {
    const def = tinySlot;
    const all = [...everyStopCombination(def)];
    // a window that pays nothing and awards nothing ends every scripted round
    // (a window that awards free spins runs the five-word script dry: not that one)
    const dead = all.find((stops) => {
      try {
        const round = spinSlot(def, scriptedRandom(stops));
        return round.totalWin === 0 && round.freeSpins.length === 0;
      } catch {
        return false;
      }
    })!;
    const deadWindows = Array.from({ length: 60 }, () => dead).flat();
    const trigger = all.find(
      (stops) => spinSlot(def, scriptedRandom([...stops, ...deadWindows])).freeSpins.length === 1,
    )!;

    let baseWin = 0n;
    let baseAwarded = 0n;
    let freeWin = 0n;
    let freeAwarded = 0n;
    for (const stops of all) {
      // as the paid spin: what it wins, and how many free spins spinSlot then plays
      const paid = spinSlot(def, scriptedRandom([...stops, ...deadWindows]));
      expect(paid.totalWin).toBe(paid.base.win);
      baseWin += BigInt(paid.base.win);
      baseAwarded += BigInt(paid.freeSpins.length);
      // as the first free spin after a trigger of one: what it wins, how many more it brings
      const feature = spinSlot(def, scriptedRandom([...trigger, ...stops, ...deadWindows]));
      expect(feature.totalWin).toBe(feature.base.win + feature.freeSpins[0]!.win);
      freeWin += BigInt(feature.freeSpins[0]!.win);
      freeAwarded += BigInt(feature.freeSpins.length - 1);
    }
    const combinations = BigInt(all.length);
    const perTotalBet = (sum: bigint): Fraction =>
      fraction(sum, combinations * BigInt(def.paylines.length));
    const awarded = fraction(baseAwarded, combinations);
    const retriggered = fraction(freeAwarded, combinations);
    // every window draws fresh stops, so a round plays A / (1 − F) free spins on average
    const freeSpinsPerRound = divideFractions(awarded, subtractFractions(fraction(1), retriggered));
    const played = addFractions(
      perTotalBet(baseWin),
      multiplyFractions(freeSpinsPerRound, perTotalBet(freeWin)),
    );
    expect(retriggered.n).toBeGreaterThan(0n);
    expect(exactRtp(def).exact).toEqual(played);
  });
});
