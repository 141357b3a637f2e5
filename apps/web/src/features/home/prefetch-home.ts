import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '@lobby/contracts';
import { bannersQueryOptions } from './api/get-banners.ts';
import { gamesQueryOptions } from './api/get-games.ts';
import { winnerBoardQueryOptions } from './api/get-winner-board.ts';

/** Asks the browser for an image now, at high priority, as the page will (fetchPriority high). */
function preloadImage(url: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  link.href = url;
  document.head.append(link);
}

/**
 * Starts the home page's data at start-up, beside the status call instead of behind it: the
 * carousel's banners (then its first image, the largest paint), the hot row's header and games,
 * and the winner board. Resolves when all have answered (or failed). On a guest's first visit
 * the page carries the answers (lib/first-answers.ts), and they are all in the cache before the
 * first render.
 */
export function prefetchHome(queryClient: QueryClient, lang: Language): Promise<unknown> {
  const carousel = bannersQueryOptions('w_home', lang);
  return Promise.all([
    queryClient.prefetchQuery(carousel).then(() => {
      const first = queryClient.getQueryData(carousel.queryKey)?.[0];
      if (first) preloadImage(first.url);
    }),
    queryClient.prefetchQuery(bannersQueryOptions('w_hotgames', lang)),
    queryClient.prefetchQuery(gamesQueryOptions({ hot: true, lang })),
    queryClient.prefetchQuery(winnerBoardQueryOptions(lang)),
  ]);
}
