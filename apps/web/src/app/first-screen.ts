import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '@lobby/contracts';
import { prefetchHome } from '../features/home/index.ts';

/** The paths that show the home page (§2.1; the router matches them case-insensitively). */
const homePaths = /^\/(?:index|login|register|help)?\/?$/i;

/**
 * Called once at start-up, before the first render: starts the calls of the first screen's
 * largest paint beside the status call instead of after it.
 */
export function prefetchFirstScreen(
  queryClient: QueryClient,
  pathname: string,
  lang: Language,
): void {
  if (homePaths.test(pathname)) prefetchHome(queryClient, lang);
}
