import { type RandomSource } from '../rng/random-source.ts';
import { createLineEvaluator } from './line-evaluation.ts';
import { playRound, scatterWinOf, slotPhaseRules, type SlotPhase } from './slot-round.ts';
import { type SlotDefinition } from './slot-types.ts';

/** A slot reduced to flat tables for millions of spins per second; no allocation per spin. */
export interface SlotSimulator {
  /** Plays one paid spin with its free spins; returns the total win in line bets. */
  spin(random: RandomSource): number;
  /** Paid spins that triggered free spins, since creation. */
  readonly triggers: number;
  /** Free spins played, since creation. */
  readonly freeSpins: number;
}

const twoTo32 = 0x1_0000_0000;

/**
 * Precomputes a slot for simulation; consumes randomness exactly as spinSlot does (same stops
 * from the same stream), so both give the same total win for the same source.
 * A line is read in two small table lookups (they stay in the CPU cache, unlike one table of
 * all symbol 5-tuples): its first three symbols map to a prefix class, and the class's row
 * gives the pay for the last two symbols. Both tables are built with the game's own line rule.
 */
export function createSlotSimulator(def: SlotDefinition): SlotSimulator {
  if (def.reelCount !== 5) throw new Error('the simulator is written for 5 reels');
  const rowCount = def.rowCount;
  const symbolCount = def.symbols.length;
  const { prefixStates, suffixPays } = buildLineTables(def, symbolCount);
  const scatter = def.symbols.find((symbol) => symbol.kind === 'scatter')!.id;
  const lengths = Int32Array.from(def.reels, (strip) => strip.length);
  const limits = Float64Array.from(def.reels, (strip) => twoTo32 - (twoTo32 % strip.length));
  const weighted = def.reels.map((strip, reel) => {
    // reels 1-3 index the prefix table, reels 4-5 the suffix row
    const placeValue = symbolCount ** (reel < 3 ? 2 - reel : 4 - reel);
    const table = new Int32Array(strip.length * rowCount);
    strip.forEach((_, stop) => {
      for (let row = 0; row < rowCount; row++) {
        table[stop * rowCount + row] = strip[(stop + row) % strip.length]! * placeValue;
      }
    });
    return table;
  });
  const scattersAt = def.reels.map((strip) =>
    Int32Array.from(strip, (_, stop) => {
      let seen = 0;
      for (let row = 0; row < rowCount; row++) {
        if (strip[(stop + row) % strip.length] === scatter) seen += 1;
      }
      return seen;
    }),
  );
  const lineRows = Int32Array.from(def.paylines.flat());
  const scatterWins = Int32Array.from(def.scatterPays, (_, count) => scatterWinOf(def, count));
  const rules = slotPhaseRules(def);
  const baseAwards = Int32Array.from(rules.base.awards);
  const freeAwards = Int32Array.from(rules.free.awards);
  const [w0, w1, w2, w3, w4] = weighted as [
    Int32Array,
    Int32Array,
    Int32Array,
    Int32Array,
    Int32Array,
  ];
  const [s0, s1, s2, s3, s4] = scattersAt as [
    Int32Array,
    Int32Array,
    Int32Array,
    Int32Array,
    Int32Array,
  ];
  let random: RandomSource;
  let triggers = 0;
  let freeSpins = 0;

  const drawStop = (reel: number): number => {
    const limit = limits[reel]!;
    for (;;) {
      const value = random.nextUint32();
      // value % length without a floating-point remainder (which V8 calls out to libc for)
      if (value < limit) return value - Math.floor(value / lengths[reel]!) * lengths[reel]!;
    }
  };

  let total = 0;
  let scatterCount = 0;

  /** One window; sets `scatterCount` and returns its win in line bets before the multiplier. */
  const step = (): number => {
    const stop0 = drawStop(0);
    const stop1 = drawStop(1);
    const stop2 = drawStop(2);
    const stop3 = drawStop(3);
    const stop4 = drawStop(4);
    const b0 = stop0 * rowCount;
    const b1 = stop1 * rowCount;
    const b2 = stop2 * rowCount;
    const b3 = stop3 * rowCount;
    const b4 = stop4 * rowCount;
    let win = 0;
    for (let l = 0; l < lineRows.length; l += 5) {
      const prefix =
        w0[b0 + lineRows[l]!]! + w1[b1 + lineRows[l + 1]!]! + w2[b2 + lineRows[l + 2]!]!;
      const state = prefixStates[prefix]!;
      // state 0 is the class of triples that win nothing whatever follows: most lines end here
      if (state !== 0)
        win += suffixPays[state + w3[b3 + lineRows[l + 3]!]! + w4[b4 + lineRows[l + 4]!]!]!;
    }
    scatterCount = s0[stop0]! + s1[stop1]! + s2[stop2]! + s3[stop3]! + s4[stop4]!;
    return win + scatterWins[scatterCount]!;
  };

  /** A window of playRound: adds its win, returns its award (the rules spinSlot plays by). */
  const playWindow = (phase: SlotPhase): number => {
    const win = step();
    if (phase === 'base') {
      total += win * rules.base.multiplier;
      const award = baseAwards[scatterCount]!;
      if (award > 0) triggers += 1;
      return award;
    }
    freeSpins += 1;
    total += win * rules.free.multiplier;
    return freeAwards[scatterCount]!;
  };

  return {
    spin(source) {
      random = source;
      total = 0;
      playRound(playWindow);
      return total;
    },
    get triggers() {
      return triggers;
    },
    get freeSpins() {
      return freeSpins;
    },
  };
}

/**
 * Groups the symbol triples of reels 1-3 by the pays they lead to over every pair on reels
 * 4-5: prefixStates[triple] is the offset of its class's row in suffixPays (row × K²).
 */
function buildLineTables(
  def: SlotDefinition,
  symbolCount: number,
): { prefixStates: Int32Array; suffixPays: Int32Array } {
  const evaluator = createLineEvaluator(def);
  const pairCount = symbolCount * symbolCount;
  const prefixStates = new Int32Array(symbolCount ** 3);
  const rows: Int32Array[] = [new Int32Array(pairCount)];
  const rowIndex = new Map<string, number>([[rows[0]!.join(','), 0]]);
  const line = [0, 0, 0, 0, 0];
  for (let triple = 0; triple < prefixStates.length; triple++) {
    line[0] = Math.floor(triple / pairCount);
    line[1] = Math.floor(triple / symbolCount) % symbolCount;
    line[2] = triple % symbolCount;
    const row = new Int32Array(pairCount);
    for (let pair = 0; pair < pairCount; pair++) {
      line[3] = Math.floor(pair / symbolCount);
      line[4] = pair % symbolCount;
      row[pair] = evaluator.evaluate(line).pay;
    }
    const key = row.join(',');
    let index = rowIndex.get(key);
    if (index === undefined) {
      index = rows.length;
      rows.push(row);
      rowIndex.set(key, index);
    }
    prefixStates[triple] = index * pairCount;
  }
  const suffixPays = new Int32Array(rows.length * pairCount);
  rows.forEach((row, index) => suffixPays.set(row, index * pairCount));
  return { prefixStates, suffixPays };
}
