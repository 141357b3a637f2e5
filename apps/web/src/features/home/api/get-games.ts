import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiPaths,
  type GameType,
  type GetGamesResponse,
  type Language,
  type getGames,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { languageDependentMeta } from '../../../lib/language.ts';

const getGamesRoute = routeTo<typeof getGames>('GET', apiPaths.games);

/** §9: the home page asks each vendor for page 1 of 20 games. */
export const homeGamesPageSize = 20;

export interface GamesQuery {
  gameType?: GameType;
  vassalage?: string;
  hot?: boolean;
  lang: Language;
}

/** §7.3 game list: one page of games, filtered by type, vendor or hot. */
export function fetchGames(query: GamesQuery, signal?: AbortSignal): Promise<GetGamesResponse> {
  return apiCall(getGamesRoute, {
    query: {
      gameType: query.gameType,
      vassalage: query.vassalage,
      hot: query.hot ? '1' : undefined,
      pageNo: 1,
      pageSize: homeGamesPageSize,
      lang: query.lang,
    },
    signal,
  });
}

export function gamesQueryOptions(query: GamesQuery) {
  return queryOptions({
    queryKey: [
      'catalogue',
      'games',
      {
        gameType: query.gameType ?? null,
        vassalage: query.vassalage ?? null,
        hot: query.hot ?? false,
        pageNo: 1,
        pageSize: homeGamesPageSize,
        lang: query.lang,
      },
    ],
    queryFn: ({ signal }) => fetchGames(query, signal),
    meta: languageDependentMeta,
  });
}

/** The hot games (§7.2 getHotGameList), refreshed with the language (§4.7). */
export function useHotGames(lang: Language) {
  return useQuery(gamesQueryOptions({ hot: true, lang }));
}
