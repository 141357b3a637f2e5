import { infiniteQueryOptions } from '@tanstack/react-query';
import {
  apiPaths,
  type GamePage,
  type GameType,
  type Language,
  type getGames,
  type searchGames,
} from '@lobby/contracts';
import { gamePaths } from './game-paths.ts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { languageDependentMeta } from '../../../lib/language.ts';
import { gameListPageSize, nextPageOf } from '../list-paging.ts';

const getGamesRoute = routeTo<typeof getGames>('GET', apiPaths.games);

const searchGamesRoute = routeTo<typeof searchGames>('GET', gamePaths.search);

export interface GameListFilter {
  gameType: GameType;
  vassalage?: string;
  lang: Language;
}

/** GET /lgw/games: one page of a game type's games, of one vendor when given (§7.3). */
export function fetchGameListPage(
  filter: GameListFilter,
  pageNo: number,
  signal?: AbortSignal,
): Promise<GamePage> {
  return apiCall(getGamesRoute, {
    query: {
      gameType: filter.gameType,
      vassalage: filter.vassalage,
      pageNo,
      pageSize: gameListPageSize,
      lang: filter.lang,
    },
    signal,
  });
}

/** A list centre's games, page by page. */
export function gameListQueryOptions(filter: GameListFilter) {
  return infiniteQueryOptions({
    queryKey: [
      'catalogue',
      'game-list',
      { gameType: filter.gameType, vassalage: filter.vassalage ?? null, lang: filter.lang },
    ],
    queryFn: ({ pageParam, signal }) => fetchGameListPage(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    meta: languageDependentMeta,
  });
}

/** GET /lgw/games/search: games whose name (any language) or code contains `q`. */
export function fetchSearchPage(
  q: string,
  lang: Language,
  pageNo: number,
  signal?: AbortSignal,
): Promise<GamePage> {
  return apiCall(searchGamesRoute, {
    query: { q, pageNo, pageSize: gameListPageSize, lang },
    signal,
  });
}

/** The search results, page by page. */
export function gameSearchQueryOptions(q: string, lang: Language) {
  return infiniteQueryOptions({
    queryKey: ['catalogue', 'game-search', { q, lang }],
    queryFn: ({ pageParam, signal }) => fetchSearchPage(q, lang, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    meta: languageDependentMeta,
  });
}
