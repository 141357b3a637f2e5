import type { SportsFeedMessage, SportsFeedScore } from '@lobby/contracts';
import type { EventBus } from '../../platform/event-bus.ts';

/** A fixture's changes go out at most this often (prices of a burst ride along). */
export const oddsFeedIntervalMs = 100;

/** The brand's book topic on the event bus (one per brand; sockets filter by fixture). */
export function sportsbookTopic(merchantId: number): string {
  return `sportsbook:${merchantId}`;
}

type MarketState = Extract<SportsFeedMessage, { type: 'markets' }>['markets'][number]['state'];
type FixtureState = SportsFeedScore['state'];

interface Pending {
  odds: Map<number, number>;
  markets: Map<number, MarketState>;
  score?: Omit<SportsFeedScore, 'type' | 'fixtureId'>;
  fixture?: FixtureState;
}

/**
 * The book's live feed, coalesced per fixture: the first change of a fixture starts a timer,
 * every change until it fires rides along (the latest price of a selection, the latest state
 * of a market, the latest score), and then one event per kind goes to the brand's topic; the
 * event bus carries it to every instance's sockets (docs/sportsbook.md "Live feed").
 */
export function createOddsFeed(deps: { events: EventBus; intervalMs?: number }) {
  const intervalMs = deps.intervalMs ?? oddsFeedIntervalMs;
  const pending = new Map<string, { merchantId: number; fixtureId: number; changes: Pending }>();
  const timers = new Set<NodeJS.Timeout>();

  function flush(key: string): void {
    const entry = pending.get(key);
    pending.delete(key);
    if (!entry) return;
    const { merchantId, fixtureId, changes } = entry;
    const publish = (message: SportsFeedMessage) =>
      deps.events.publish(sportsbookTopic(merchantId), message);
    if (changes.markets.size > 0)
      publish({
        type: 'markets',
        fixtureId,
        markets: [...changes.markets].map(([id, state]) => ({ id, state })),
      });
    if (changes.odds.size > 0)
      publish({
        type: 'odds',
        fixtureId,
        selections: [...changes.odds].map(([id, odds]) => ({ id, odds })),
      });
    if (changes.score) publish({ type: 'score', fixtureId, ...changes.score });
    if (changes.fixture) publish({ type: 'fixture', fixtureId, state: changes.fixture });
  }

  function changesOf(merchantId: number, fixtureId: number): Pending {
    const key = `${merchantId}:${fixtureId}`;
    const found = pending.get(key);
    if (found) return found.changes;
    const changes: Pending = { odds: new Map(), markets: new Map() };
    pending.set(key, { merchantId, fixtureId, changes });
    const timer = setTimeout(() => {
      timers.delete(timer);
      flush(key);
    }, intervalMs);
    timer.unref();
    timers.add(timer);
    return changes;
  }

  return {
    odds(merchantId: number, fixtureId: number, selections: { id: number; odds: number }[]) {
      if (selections.length === 0) return;
      const changes = changesOf(merchantId, fixtureId);
      for (const s of selections) changes.odds.set(s.id, s.odds);
    },
    markets(merchantId: number, fixtureId: number, markets: { id: number; state: MarketState }[]) {
      if (markets.length === 0) return;
      const changes = changesOf(merchantId, fixtureId);
      for (const m of markets) changes.markets.set(m.id, m.state);
    },
    score(merchantId: number, fixtureId: number, score: NonNullable<Pending['score']>) {
      changesOf(merchantId, fixtureId).score = score;
    },
    fixture(merchantId: number, fixtureId: number, state: FixtureState) {
      changesOf(merchantId, fixtureId).fixture = state;
    },
    /** Sends everything pending now (tests, shutdown). */
    flushAll(): void {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      for (const key of [...pending.keys()]) flush(key);
    },
    close(): void {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      pending.clear();
    },
  };
}
export type OddsFeed = ReturnType<typeof createOddsFeed>;
