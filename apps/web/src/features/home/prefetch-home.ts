import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '@lobby/contracts';
import { bannersQueryOptions } from './api/get-banners.ts';

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
 * Starts the home page's largest paint at start-up: the carousel's banners, then its first
 * image. The page mounts only once the status call has answered (§4.1) and then renders, and
 * the banners and their image waited behind both.
 */
export function prefetchHome(queryClient: QueryClient, lang: Language): void {
  const options = bannersQueryOptions('w_home', lang);
  void queryClient.prefetchQuery(options).then(() => {
    const first = queryClient.getQueryData(options.queryKey)?.[0];
    if (first) preloadImage(first.url);
  });
}
