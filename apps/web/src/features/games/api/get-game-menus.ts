import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiPaths,
  type GetGameMenusResponse,
  type Language,
  type getGameMenus as getGameMenusEndpoint,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { languageDependentMeta, useCurrentLanguage } from '../../../lib/language.ts';
import { splitEsports } from '../launch-routing.ts';

const getGameMenusRoute = routeTo<typeof getGameMenusEndpoint>('GET', apiPaths.gameMenus);

/** GET /lgw/games/game_menus: the game categories with their vendors, in display order. */
export async function getGameMenus(
  lang: Language,
  signal?: AbortSignal,
): Promise<GetGameMenusResponse> {
  const menus = await apiCall(getGameMenusRoute, { query: { lang }, signal });
  return splitEsports(menus);
}

export const gameMenusQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: ['games', 'menus', lang],
    queryFn: ({ signal }) => getGameMenus(lang, signal),
    meta: languageDependentMeta,
    staleTime: 5 * 60_000,
  });

/** The game menus in the current language (top navigation, side menu, home rows). */
export function useGameMenus() {
  return useQuery(gameMenusQueryOptions(useCurrentLanguage()));
}
