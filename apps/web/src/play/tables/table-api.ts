import {
  tablePaths,
  type PlaceTableBetRequest,
  type TableBetResult,
  type TableCode,
  type TableState,
} from '@lobby/contracts';
import { playRequest, type PlaySession } from '../play-session.ts';

type Session = Pick<PlaySession, 'token'>;

/** The table's current round, recent results, my bets and balance (join and rejoin). */
export function fetchTableState(session: Session, table: TableCode) {
  return playRequest<TableState>(session, 'GET', tablePaths.state.replace(':table', table));
}

/** Bets on the open round; the stake leaves the balance at once. */
export function placeTableBet(session: Session, table: TableCode, body: PlaceTableBetRequest) {
  return playRequest<TableBetResult>(session, 'POST', tablePaths.bets.replace(':table', table), {
    body,
  });
}

/** Crash: cashes my bet out at the server's multiplier. */
export function cashOutCrash(session: Session, roundId: number) {
  return playRequest<TableBetResult>(session, 'POST', tablePaths.cashout, { body: { roundId } });
}
