import { describe, expect, it } from 'vitest';
import type { SportsFeedMessage, SportsFixtureView } from '@lobby/contracts';
import { patchCached, patchFixture } from './patch-fixtures.ts';

const text = { en: 'x', th: 'x', tl: 'x' };
const fixture: SportsFixtureView = {
  id: 7,
  sport: 'football',
  competition: text,
  home: text,
  away: text,
  isOutright: false,
  startsAt: '2026-01-01T00:00:00Z',
  state: 'live',
  isLive: true,
  isSimulated: true,
  score: { home: 0, away: 0 },
  halfTime: null,
  markets: [
    {
      id: 1,
      kind: 'match_1x2',
      period: 'match',
      line: null,
      state: 'active',
      isLive: true,
      selections: [
        { id: 11, code: 'home', name: null, odds: 1900 },
        { id: 12, code: 'away', name: null, odds: 2100 },
      ],
    },
  ],
  marketCount: 1,
};

describe('the odds feed patches cached fixtures', () => {
  it('moves a price, a market state and the score', () => {
    const priced = patchFixture(fixture, {
      type: 'odds',
      fixtureId: 7,
      selections: [{ id: 12, odds: 2250 }],
    });
    expect(priced.markets[0]!.selections.map((s) => s.odds)).toEqual([1900, 2250]);
    const suspended = patchFixture(priced, {
      type: 'markets',
      fixtureId: 7,
      markets: [{ id: 1, state: 'suspended' }],
    });
    expect(suspended.markets[0]!.state).toBe('suspended');
    const scored = patchFixture(suspended, {
      type: 'score',
      fixtureId: 7,
      state: 'live',
      score: { home: 1, away: 0 },
      halfTime: null,
      clock: "23'",
      event: { kind: 'goal', team: 'home' },
    });
    expect(scored.score).toEqual({ home: 1, away: 0 });
  });

  it('leaves other fixtures and other queries as they were', () => {
    const list = { fixtures: [fixture] };
    const message: SportsFeedMessage = {
      type: 'odds',
      fixtureId: 8,
      selections: [{ id: 11, odds: 1500 }],
    };
    expect(patchCached(list, message)).toBe(list);
    const menu = { sports: [] };
    expect(patchCached(menu, message)).toBe(menu);
    const patched = patchCached(list, { ...message, fixtureId: 7 }) as typeof list;
    expect(patched.fixtures[0]!.markets[0]!.selections[0]!.odds).toBe(1500);
  });
});
