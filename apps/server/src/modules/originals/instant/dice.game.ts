import {
  diceMultiplier,
  diceTargetRange,
  isDiceWin,
  isValidDiceBet,
  rollDice,
  settleDiceBet,
  type DiceBet,
  type RandomSource,
} from '@lobby/game-math';
import type { DiceOutcome, DiceRollRequest } from '@lobby/contracts';
import { AppError } from '../../../platform/app-error.ts';
import type { Deal } from './instant-play.service.ts';
import { multiplierText } from './multiplier-text.ts';

/** The dice bet of a request; bet_invalid (with the allowed target range) when out of range. */
export function diceBetOf(request: DiceRollRequest): DiceBet {
  const bet: DiceBet = { target: request.target, direction: request.direction };
  if (!isValidDiceBet(bet)) {
    throw new AppError('bet_invalid', {
      details: { field: 'target', ...diceTargetRange(request.direction) },
    });
  }
  return bet;
}

/** Rolls once and settles the bet: RTP 99% for every target (game-math dice). */
export function dealDice(bet: DiceBet) {
  return (random: RandomSource, stake: bigint): Deal => {
    const roll = rollDice(random);
    const outcome: DiceOutcome = {
      roll,
      target: bet.target,
      direction: bet.direction,
      isWin: isDiceWin(bet, roll),
      multiplier: multiplierText(diceMultiplier(bet)),
    };
    return { status: 'finished', payout: settleDiceBet(bet, stake, roll), state: { outcome } };
  };
}
