import { type SlotDefinition } from './slot-types.ts';

/** Where a window is played: the paid spin, or a free spin of the feature. */
export type SlotPhase = 'base' | 'free';

/** What a window is worth and awards in one phase. */
export interface SlotPhaseRules {
  /** Multiplier on every line and scatter win of the window. */
  multiplier: number;
  /** Free spins the window awards, by scatter count (index = count). */
  awards: readonly number[];
}

const rulesCache = new WeakMap<SlotDefinition, Record<SlotPhase, SlotPhaseRules>>();

/**
 * The feature rules of each phase, read by spinSlot, the simulator and exactRtp alike, so the
 * RTP proved is the RTP played: the base window pays once and awards by the award table; a
 * free spin pays times the multiplier and awards again only if the slot retriggers.
 */
export function slotPhaseRules(def: SlotDefinition): Record<SlotPhase, SlotPhaseRules> {
  let rules = rulesCache.get(def);
  if (!rules) {
    const { awards, multiplier, canRetrigger } = def.freeSpins;
    rules = {
      base: { multiplier: 1, awards },
      free: { multiplier, awards: canRetrigger ? awards : awards.map(() => 0) },
    };
    rulesCache.set(def, rules);
  }
  return rules;
}

/** The scatter win of a window showing `count` scatters, in line bets before the multiplier. */
export function scatterWinOf(def: SlotDefinition, count: number): number {
  return (def.scatterPays[count] ?? 0) * def.paylines.length;
}

/**
 * One paid round: the base window, then one free window for every free spin awarded, those
 * awarded inside the feature included. `playWindow` plays a window in the given phase and
 * returns the free spins it awarded. The round ends with probability 1 when a free window
 * awards fewer than one free spin on average (exactRtp checks it).
 */
export function playRound(playWindow: (phase: SlotPhase) => number): void {
  let remaining = playWindow('base');
  while (remaining > 0) {
    remaining -= 1;
    remaining += playWindow('free');
  }
}
