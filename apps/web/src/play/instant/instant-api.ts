import {
  cashOutMinesGame,
  dropPlinkoBall as dropPlinkoBallEndpoint,
  getActiveMinesGame,
  getPlayBalance,
  revealMinesCell as revealMinesCellEndpoint,
  rollDiceGame,
  spinSlotGame,
  startMinesGame,
  type DiceRollRequest,
  type MinesStartRequest,
  type PlinkoDropRequest,
  type SlotSpinRequest,
} from '@lobby/contracts';
import { playCall, type PlaySession } from '../play-session.ts';

type Session = Pick<PlaySession, 'token'>;

/** Spins a slot once. */
export function spinSlot(session: Session, gameCode: string, body: SlotSpinRequest) {
  return playCall(session, spinSlotGame, { params: { gameCode }, body });
}

/** Rolls the dice once. */
export function rollDice(session: Session, body: DiceRollRequest) {
  return playCall(session, rollDiceGame, { body });
}

/** Drops one plinko ball. */
export function dropPlinkoBall(session: Session, body: PlinkoDropRequest) {
  return playCall(session, dropPlinkoBallEndpoint, { body });
}

/** Starts a mines game (the stake is taken now). */
export function startMines(session: Session, body: MinesStartRequest) {
  return playCall(session, startMinesGame, { body });
}

/** Opens one cell of the mines game in progress. */
export function revealMinesCell(session: Session, cell: number) {
  return playCall(session, revealMinesCellEndpoint, { body: { cell } });
}

/** Cashes out the mines game in progress. */
export function cashOutMines(session: Session) {
  return playCall(session, cashOutMinesGame, { body: {} });
}

/** The mines game in progress, if any (after a reload). */
export function fetchActiveMines(session: Session) {
  return playCall(session, getActiveMinesGame);
}

/** The player's balance in the session's unit. */
export function fetchPlayBalance(session: Session) {
  return playCall(session, getPlayBalance);
}
