import {
  instantGamePaths,
  type DiceRollRequest,
  type DiceRollResult,
  type MinesActiveResult,
  type MinesPlayResult,
  type MinesStartRequest,
  type PlinkoDropRequest,
  type PlinkoDropResult,
  type PlayBalance,
  type SlotSpinRequest,
  type SlotSpinResult,
} from '@lobby/contracts';
import { playRequest, type PlaySession } from '../play-session.ts';

type Session = Pick<PlaySession, 'token'>;

/** Spins a slot once. */
export function spinSlot(session: Session, gameCode: string, body: SlotSpinRequest) {
  const path = instantGamePaths.slotSpin.replace(':gameCode', encodeURIComponent(gameCode));
  return playRequest<SlotSpinResult>(session, 'POST', path, { body });
}

/** Rolls the dice once. */
export function rollDice(session: Session, body: DiceRollRequest) {
  return playRequest<DiceRollResult>(session, 'POST', instantGamePaths.diceRoll, { body });
}

/** Drops one plinko ball. */
export function dropPlinkoBall(session: Session, body: PlinkoDropRequest) {
  return playRequest<PlinkoDropResult>(session, 'POST', instantGamePaths.plinkoDrop, { body });
}

/** Starts a mines game (the stake is taken now). */
export function startMines(session: Session, body: MinesStartRequest) {
  return playRequest<MinesPlayResult>(session, 'POST', instantGamePaths.minesStart, { body });
}

/** Opens one cell of the mines game in progress. */
export function revealMinesCell(session: Session, cell: number) {
  return playRequest<MinesPlayResult>(session, 'POST', instantGamePaths.minesReveal, {
    body: { cell },
  });
}

/** Cashes out the mines game in progress. */
export function cashOutMines(session: Session) {
  return playRequest<MinesPlayResult>(session, 'POST', instantGamePaths.minesCashout, {
    body: {},
  });
}

/** The mines game in progress, if any (after a reload). */
export function fetchActiveMines(session: Session) {
  return playRequest<MinesActiveResult>(session, 'GET', instantGamePaths.minesActive);
}

/** The player's balance in the session's unit. */
export function fetchPlayBalance(session: Session) {
  return playRequest<PlayBalance>(session, 'GET', instantGamePaths.balance);
}
