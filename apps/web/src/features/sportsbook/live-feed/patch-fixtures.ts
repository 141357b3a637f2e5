import type { SportsFeedMessage, SportsFixtureView } from '@lobby/contracts';

/**
 * Applies one live-feed message to a fixture view (prices, market states, score); returns the
 * same object when nothing of it changed, so react-query keeps its references.
 */
export function patchFixture(
  fixture: SportsFixtureView,
  message: SportsFeedMessage,
): SportsFixtureView {
  if (fixture.id !== message.fixtureId) return fixture;
  switch (message.type) {
    case 'odds': {
      const odds = new Map(message.selections.map((s) => [s.id, s.odds]));
      let changed = false;
      const markets = fixture.markets.map((market) => {
        if (!market.selections.some((s) => odds.has(s.id))) return market;
        changed = true;
        return {
          ...market,
          selections: market.selections.map((s) => {
            const next = odds.get(s.id);
            return next === undefined ? s : { ...s, odds: next };
          }),
        };
      });
      return changed ? { ...fixture, markets } : fixture;
    }
    case 'markets': {
      const states = new Map(message.markets.map((m) => [m.id, m.state]));
      if (!fixture.markets.some((m) => states.has(m.id))) return fixture;
      return {
        ...fixture,
        markets: fixture.markets.map((m) => {
          const state = states.get(m.id);
          return state === undefined ? m : { ...m, state };
        }),
      };
    }
    case 'score':
      return {
        ...fixture,
        state: message.state,
        isLive: message.state === 'live',
        score: message.score,
        halfTime: message.halfTime,
      };
    case 'fixture':
      return fixture.state === message.state ? fixture : { ...fixture, state: message.state };
  }
}

const isFixture = (value: unknown): value is SportsFixtureView =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SportsFixtureView).id === 'number' &&
  Array.isArray((value as SportsFixtureView).markets);

/**
 * Patches whatever a `['sportsbook', …]` query holds: a fixture, or a list `{ fixtures }`.
 * Anything else (menu, bets, settings) comes back unchanged.
 */
export function patchCached(data: unknown, message: SportsFeedMessage): unknown {
  if (isFixture(data)) return patchFixture(data, message);
  if (typeof data === 'object' && data !== null && 'fixtures' in data) {
    const list = data as { fixtures: unknown };
    if (!Array.isArray(list.fixtures)) return data;
    let changed = false;
    const fixtures = list.fixtures.map((f: unknown) => {
      if (!isFixture(f)) return f;
      const next = patchFixture(f, message);
      if (next !== f) changed = true;
      return next;
    });
    return changed ? { ...list, fixtures } : data;
  }
  return data;
}
