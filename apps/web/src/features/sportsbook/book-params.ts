import { useSearchParams } from 'react-router';
import type { FixtureView } from './api/sportsbook-catalogue.ts';

/** The page's tabs: the four fixture views, the results, and the member's betting record. */
export const bookTabs = ['live', 'today', 'early', 'outrights', 'results', 'bets'] as const;
export type BookTab = (typeof bookTabs)[number];

const isTab = (value: string | null): value is BookTab => bookTabs.includes(value as BookTab);

/**
 * Where the page is, in its address (so back, reload and a shared link keep it):
 * ?sport=football&tab=today, ?fixture=12 for a fixture's detail.
 */
export function useBookParams() {
  const [params] = useSearchParams();
  const tab = params.get('tab');
  const fixture = Number(params.get('fixture'));
  return {
    sport: params.get('sport') ?? undefined,
    tab: isTab(tab) ? tab : ('today' as BookTab),
    fixtureId: Number.isSafeInteger(fixture) && fixture > 0 ? fixture : undefined,
    /** The address with some parameters changed (undefined removes one). */
    hrefWith(changes: Record<string, string | number | undefined>) {
      const next = new URLSearchParams(params);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined) next.delete(key);
        else next.set(key, String(value));
      }
      return `?${next.toString()}`;
    },
  };
}

export const fixtureViewOf = (tab: BookTab): FixtureView | undefined =>
  tab === 'live' || tab === 'today' || tab === 'early' || tab === 'outrights' ? tab : undefined;
