import { infiniteQueryOptions } from '@tanstack/react-query';
import {
  type getFavouriteGames,
  type getRecentGames,
  type GamePage,
  type Language,
} from '@lobby/contracts';
import { gamePaths } from './game-paths.ts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { favouriteGamesQueryRoot } from './favourite-games.ts';
import { languageDependentMeta } from '../../../lib/language.ts';
import { gameListPageSize, nextPageOf } from '../list-paging.ts';

const getFavouriteGamesRoute = routeTo<typeof getFavouriteGames>('GET', gamePaths.favourites);

const getRecentGamesRoute = routeTo<typeof getRecentGames>('GET', gamePaths.recent);

/** The member's own game lists: favourites (§4.10) and recent games (§7.1). */
export type MemberGameList = 'favourites' | 'recent';

/** GET /wps/games/favourites or /wps/games/recent: one page, newest first. */
export function fetchMemberGamesPage(
  list: MemberGameList,
  lang: Language,
  pageNo: number,
  signal?: AbortSignal,
): Promise<GamePage> {
  const query = { pageNo, pageSize: gameListPageSize, lang };
  return list === 'favourites'
    ? apiCall(getFavouriteGamesRoute, { query, signal })
    : apiCall(getRecentGamesRoute, { query, signal });
}

/** One of the member's lists, page by page; the favourites refresh after each saved toggle. */
export function memberGamesQueryOptions(list: MemberGameList, lang: Language) {
  return infiniteQueryOptions({
    queryKey:
      list === 'favourites'
        ? [...favouriteGamesQueryRoot, lang]
        : (['games', 'recent', lang] as const),
    queryFn: ({ pageParam, signal }) => fetchMemberGamesPage(list, lang, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    meta: languageDependentMeta,
  });
}
