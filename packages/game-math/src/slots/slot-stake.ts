import { type SlotDefinition } from './slot-types.ts';

/**
 * Money in a slot, exact in integer minor units: every spin plays all paylines, the stake
 * (total bet) must be a positive multiple of the line count, the line bet is stake / lines,
 * and every win is a whole number of line bets (scatter pays are whole total bets = lines ×
 * line bets; multipliers are integers). So payout = stake / lines × totalWin, with no rounding.
 */
export function isPlayableSlotStake(def: SlotDefinition, stake: bigint): boolean {
  return stake > 0n && stake % BigInt(def.paylines.length) === 0n;
}

/** The bet on each line in minor units; throws if the stake is not playable. */
export function slotLineBet(def: SlotDefinition, stake: bigint): bigint {
  if (!isPlayableSlotStake(def, stake)) {
    throw new RangeError(`stake ${stake} is not a positive multiple of ${def.paylines.length}`);
  }
  return stake / BigInt(def.paylines.length);
}

/** The payout of a spin in minor units: line bet × total win (in line bets). */
export function slotPayout(def: SlotDefinition, stake: bigint, totalWin: number): bigint {
  if (!Number.isSafeInteger(totalWin) || totalWin < 0) throw new RangeError(`bad win ${totalWin}`);
  return slotLineBet(def, stake) * BigInt(totalWin);
}
