import { infiniteQueryOptions } from '@tanstack/react-query';
import type { GamePage, Language } from '@lobby/contracts';
import { apiGet } from '../../../lib/api-client.ts';
import { gamePaths } from './game-paths.ts';
import { favouriteGamesQueryRoot } from './favourite-games.ts';
import { languageDependentMeta } from '../../../lib/language.ts';
import { gameListPageSize, nextPageOf } from '../list-paging.ts';

/** The member's own game lists: favourites (§4.10) and recent games (§7.1). */
export type MemberGameList = 'favourites' | 'recent';

const listPaths: Record<MemberGameList, string> = {
  favourites: gamePaths.favourites,
  recent: gamePaths.recent,
};

/** GET /wps/games/favourites or /wps/games/recent: one page, newest first. */
export function fetchMemberGamesPage(
  list: MemberGameList,
  lang: Language,
  pageNo: number,
  signal?: AbortSignal,
): Promise<GamePage> {
  return apiGet<GamePage>(listPaths[list], { pageNo, pageSize: gameListPageSize, lang }, signal);
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
