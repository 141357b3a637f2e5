import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  cockfightPaths,
  type CockfightBoard,
  type CockfightFightView,
  type getCockfightBoard,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';

const boardRoute = routeTo<typeof getCockfightBoard>('GET', cockfightPaths.board);

/** The query key of the board; the live channel writes into it. */
export const cockfightBoardKey = ['cockfight', 'board'] as const;

/** GET /wps/cockfight/board: the running event, its fights and the trend grid. */
export function cockfightBoardQueryOptions() {
  return queryOptions({
    queryKey: cockfightBoardKey,
    queryFn: ({ signal }) => apiCall(boardRoute, { signal }),
    // the live channel keeps it fresh; this is the fallback when the socket is down
    refetchInterval: 15_000,
  });
}

export function useCockfightBoard() {
  return useQuery(cockfightBoardQueryOptions());
}

/**
 * The board with one fight as the live channel sent it: replaced in place, or added first
 * (a new fight); its result joins the trend grid in fight order.
 */
export function withFight(board: CockfightBoard, fight: CockfightFightView): CockfightBoard {
  if (board.event && board.event.id !== fight.eventId) return board;
  const known = board.fights.some((one) => one.id === fight.id);
  const fights = known
    ? board.fights.map((one) => (one.id === fight.id ? fight : one))
    : [fight, ...board.fights];
  const trend = board.trend.filter((bead) => bead.fightNumber !== fight.fightNumber);
  if (fight.result) trend.push({ fightNumber: fight.fightNumber, result: fight.result });
  trend.sort((a, b) => a.fightNumber - b.fightNumber);
  return { ...board, fights, trend };
}
