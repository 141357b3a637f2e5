import {
  dropPlinko,
  isValidPlinkoRows,
  plinkoPayouts,
  plinkoRowsRange,
  settlePlinkoBet,
  type PlinkoRisk,
  type RandomSource,
} from '@lobby/game-math';
import type { PlinkoDropRequest, PlinkoOutcome } from '@lobby/contracts';
import { AppError } from '../../../platform/app-error.ts';
import type { Deal } from './instant-play.service.ts';
import { multiplierText } from './multiplier-text.ts';

/** A plinko board: rows of pegs and risk level. */
export interface PlinkoBet {
  rows: number;
  risk: PlinkoRisk;
}

/** The board of a request; bet_invalid (with the allowed rows) when out of range. */
export function plinkoBetOf(request: PlinkoDropRequest): PlinkoBet {
  if (!isValidPlinkoRows(request.rows)) {
    throw new AppError('bet_invalid', { details: { field: 'rows', ...plinkoRowsRange } });
  }
  return { rows: request.rows, risk: request.risk };
}

/** Drops one ball and pays the slot's multiplier (RTP ≈ 99%, game-math plinko). */
export function dealPlinko(bet: PlinkoBet) {
  return (random: RandomSource, stake: bigint): Deal => {
    const drop = dropPlinko(random, bet.rows);
    const multiplierX100 = plinkoPayouts(bet.rows, bet.risk)[drop.slot] ?? 0;
    const outcome: PlinkoOutcome = {
      rows: bet.rows,
      risk: bet.risk,
      path: [...drop.path],
      slot: drop.slot,
      multiplier: multiplierText(multiplierX100 / 100),
    };
    return {
      status: 'finished',
      payout: settlePlinkoBet(stake, bet.rows, bet.risk, drop.slot),
      state: { outcome },
    };
  };
}
