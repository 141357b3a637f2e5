import {
  cashOutCrashBet,
  getTableState,
  placeTableBet as placeTableBetEndpoint,
  type PlaceTableBetRequest,
  type TableCode,
} from '@lobby/contracts';
import { playCall, type PlaySession } from '../play-session.ts';

type Session = Pick<PlaySession, 'token'>;

/** The table's current round, recent results, my bets and balance (join and rejoin). */
export function fetchTableState(session: Session, table: TableCode) {
  return playCall(session, getTableState, { params: { table } });
}

/** Bets on the open round; the stake leaves the balance at once. */
export function placeTableBet(session: Session, table: TableCode, body: PlaceTableBetRequest) {
  return playCall(session, placeTableBetEndpoint, { params: { table }, body });
}

/** Crash: cashes my bet out at the server's multiplier. */
export function cashOutCrash(session: Session, roundId: number) {
  return playCall(session, cashOutCrashBet, { body: { roundId } });
}
