import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '@lobby/contracts';
import { bannersQueryOptions } from './api/get-banners.ts';

/**
 * Starts the call of the home page's largest paint (the carousel's banners) at start-up: the
 * page mounts only once the status call has answered (§4.1), and its banners, then the banner
 * image, waited a round trip behind it.
 */
export function prefetchHome(queryClient: QueryClient, lang: Language): void {
  void queryClient.prefetchQuery(bannersQueryOptions('w_home', lang));
}
