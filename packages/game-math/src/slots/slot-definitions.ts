import { jadeDragonSpec } from './jade-dragon.ts';
import { lotusFortuneSpec } from './lotus-fortune.ts';
import { buildSlotDefinition } from './slot-spec.ts';
import { type SlotCode, type SlotDefinition } from './slot-types.ts';

/** Every in-house slot by game code (the catalogue's gameCode). */
export const slotDefinitions: Readonly<Record<SlotCode, SlotDefinition>> = {
  'lotus-fortune': buildSlotDefinition(lotusFortuneSpec),
  'jade-dragon': buildSlotDefinition(jadeDragonSpec),
};

/** The in-house slot codes. */
export const slotCodes: readonly SlotCode[] = ['lotus-fortune', 'jade-dragon'];

/** Whether a game code is an in-house slot. */
export function isSlotCode(code: string): code is SlotCode {
  return (slotCodes as readonly string[]).includes(code);
}
