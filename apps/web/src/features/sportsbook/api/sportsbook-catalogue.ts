import { useQuery } from '@tanstack/react-query';
import {
  sportsbookPaths,
  type getSportsFixture,
  type getSportsMenu,
  type listSportsFixtures,
  type listSportsResults,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';

const menuRoute = routeTo<typeof getSportsMenu>('GET', sportsbookPaths.menu);
const fixturesRoute = routeTo<typeof listSportsFixtures>('GET', sportsbookPaths.fixtures);
const fixtureRoute = routeTo<typeof getSportsFixture>('GET', sportsbookPaths.fixture);
const resultsRoute = routeTo<typeof listSportsResults>('GET', sportsbookPaths.results);

export type FixtureView = 'live' | 'today' | 'early' | 'outrights';

/**
 * How often the book's public data is read again. The websocket odds feed (another session)
 * will write into these ['sportsbook', …] keys; until then the page polls: live prices every
 * few seconds, the rest slower.
 */
export const livePollMs = 4_000;
const listPollMs = 30_000;

/** GET /lgw/sportsbook/menu: the sports with their live/today/early/outright counts. */
export function useSportsMenu() {
  return useQuery({
    queryKey: ['sportsbook', 'menu'],
    queryFn: ({ signal }) => apiCall(menuRoute, { signal }),
    refetchInterval: listPollMs,
  });
}

/** GET /lgw/sportsbook/fixtures: a sport's fixtures of one view with the main markets. */
export function useSportsFixtures(sport: string | undefined, view: FixtureView) {
  return useQuery({
    queryKey: ['sportsbook', 'fixtures', sport, view],
    queryFn: ({ signal }) =>
      apiCall(fixturesRoute, { query: { sport: sport ?? '', view }, signal }),
    enabled: sport !== undefined,
    refetchInterval: view === 'live' ? livePollMs : listPollMs,
  });
}

/** GET /lgw/sportsbook/fixtures/:id: one fixture with every market (live: polled fast). */
export function useSportsFixture(id: number | undefined) {
  return useQuery({
    queryKey: ['sportsbook', 'fixture', id],
    queryFn: ({ signal }) => apiCall(fixtureRoute, { params: { id: id ?? 0 }, signal }),
    enabled: id !== undefined,
    refetchInterval: (query) => (query.state.data?.isLive ? livePollMs : listPollMs),
  });
}

/** GET /lgw/sportsbook/results: a sport's ended fixtures of the last 7 days. */
export function useSportsResults(sport: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['sportsbook', 'results', sport],
    queryFn: ({ signal }) => apiCall(resultsRoute, { query: { sport: sport ?? '' }, signal }),
    enabled: enabled && sport !== undefined,
  });
}
