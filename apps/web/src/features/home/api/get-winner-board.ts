import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiPaths,
  type GetWinnerBoardResponse,
  type Language,
  type getWinnerBoard,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { languageDependentMeta } from '../../../lib/language.ts';

const getWinnerBoardRoute = routeTo<typeof getWinnerBoard>('GET', apiPaths.winnerBoard);

/** §9: the winner board lists at most 20 entries. */
export const winnerBoardLimit = 20;

/** §7.2 getWinnerBoard: the latest big wins of every category. */
export function fetchWinnerBoard(
  lang: Language,
  signal?: AbortSignal,
): Promise<GetWinnerBoardResponse> {
  return apiCall(getWinnerBoardRoute, {
    query: { gameCategory: 'ALL', limitNum: winnerBoardLimit, lang },
    signal,
  });
}

export function winnerBoardQueryOptions(lang: Language) {
  return queryOptions({
    queryKey: ['catalogue', 'winners', 'ALL', winnerBoardLimit, lang],
    queryFn: ({ signal }) => fetchWinnerBoard(lang, signal),
    meta: languageDependentMeta,
  });
}

export function useWinnerBoard(lang: Language) {
  return useQuery(winnerBoardQueryOptions(lang));
}
