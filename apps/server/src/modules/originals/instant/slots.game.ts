import {
  isPlayableSlotStake,
  isSlotCode,
  slotDefinitions,
  slotPayout,
  spinSlot,
  type RandomSource,
  type SlotDefinition,
  type SlotSpinStep,
} from '@lobby/game-math';
import type { SlotOutcome, SlotScreen } from '@lobby/contracts';
import { AppError } from '../../../platform/app-error.ts';
import type { Deal } from './instant-play.service.ts';

/** The slot of a game code; game_not_found for anything else. */
export function slotDefinitionOf(gameCode: string): SlotDefinition {
  if (!isSlotCode(gameCode)) throw new AppError('game_not_found');
  return slotDefinitions[gameCode];
}

/**
 * Every spin plays all paylines with one line bet each, so the stake must split evenly
 * into line bets (minor units): the payout stake / lines × total win is then exact.
 */
export function checkSlotStake(
  def: SlotDefinition,
  stake: bigint,
  format: (minor: bigint) => string,
) {
  if (!isPlayableSlotStake(def, stake)) {
    const lines = def.paylines.length;
    throw new AppError('bet_invalid', {
      details: { field: 'stake', multipleOf: format(BigInt(lines)), lines },
    });
  }
}

/** Wins of game-math are whole line bets; anything else would be a broken paytable. */
function lineBets(win: number): bigint {
  if (!Number.isSafeInteger(win)) throw new Error(`slot win ${win} is not a whole line bet`);
  return BigInt(win);
}

function screenOf(
  def: SlotDefinition,
  step: SlotSpinStep,
  lineBet: bigint,
  format: (minor: bigint) => string,
): SlotScreen {
  const codeOf = (symbolId: number) => def.symbols[symbolId]?.code ?? String(symbolId);
  return {
    window: step.window.map((reel) => reel.map(codeOf)),
    lineWins: step.lineWins.map((lineWin) => ({
      line: lineWin.line,
      symbol: codeOf(lineWin.symbol),
      count: lineWin.count,
      win: format(lineBet * lineBets(lineWin.win)),
      cells: (def.paylines[lineWin.line] ?? [])
        .slice(0, lineWin.count)
        .map((row, reel): [number, number] => [reel, row]),
    })),
    scatterWin: format(lineBet * lineBets(step.scatterWin)),
    win: format(lineBet * lineBets(step.win)),
  };
}

/** Spins the slot once (with its free spins) and pays line bet × total win. */
export function dealSlot(def: SlotDefinition, format: (minor: bigint) => string) {
  return (random: RandomSource, stake: bigint): Deal => {
    const lineBet = stake / BigInt(def.paylines.length);
    const result = spinSlot(def, random);
    const outcome: SlotOutcome = {
      base: screenOf(def, result.base, lineBet, format),
      freeSpins: result.freeSpins.map((step) => screenOf(def, step, lineBet, format)),
      freeSpinMultiplier: def.freeSpins.multiplier,
    };
    return {
      status: 'finished',
      payout: slotPayout(def, stake, result.totalWin),
      state: { outcome },
    };
  };
}
