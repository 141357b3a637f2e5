import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '@lobby/contracts';
import {
  announcementsQueryOptions,
  noticesQueryOptions,
  popupAudienceOf,
} from '../features/announcements/index.ts';
import { permissionQueryOptions } from '../features/brand/index.ts';
import { gameMenusQueryOptions } from '../features/games/index.ts';
import { helpCenterQueryOptions } from '../features/help/index.ts';
import { bannersQueryOptions, prefetchHome } from '../features/home/index.ts';
import { statusQueryOptions } from '../features/system-status/api/get-status.ts';
import { readSession } from '../lib/session-storage.ts';

/** The paths that show the home page (§2.1; the router matches them case-insensitively). */
const homePaths = /^\/(?:index|login|register|help)?\/?$/i;

/**
 * Called once at start-up, before the first render: starts every call of the home page's first
 * screen at once (the shell's and the page's), instead of each behind the component that asks
 * for it. Resolves when all have answered or failed; nothing to wait for on other pages. The
 * server answers the same calls inside a guest's page (apps/server/src/platform/first-answers.ts,
 * `homeFirstCalls`), and then they resolve without a round trip.
 */
export function prefetchFirstScreen(
  queryClient: QueryClient,
  pathname: string,
  lang: Language,
): Promise<unknown> {
  if (!homePaths.test(pathname)) return Promise.resolve();
  return Promise.all([
    queryClient.prefetchQuery(statusQueryOptions()),
    queryClient.prefetchQuery(permissionQueryOptions()),
    queryClient.prefetchQuery(gameMenusQueryOptions(lang)),
    queryClient.prefetchQuery(bannersQueryOptions('w_leftmenu', lang)),
    queryClient.prefetchQuery(noticesQueryOptions(lang)),
    queryClient.prefetchQuery(announcementsQueryOptions(lang, popupAudienceOf(readSession()))),
    queryClient.prefetchQuery(helpCenterQueryOptions(lang)),
    prefetchHome(queryClient, lang),
  ]);
}
