import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { sportsbookPaths, type BoFixtureInput, type SportsBetView } from '@lobby/contracts';
import type { Db } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { ledgerRowCounts } from '../../../../test/ledger-kit.ts';
import { staffHeaders } from '../../../../test/staff-kit.ts';
import {
  newRequestId,
  openPlaySession,
  playBalance,
  playCaller,
} from '../../originals/instant/testing/instant-kit.ts';

const names = (en: string) => ({ en, th: en, tl: en });
const path = (template: string, id: number) => template.replace(':id', String(id));

/** A football fixture two hours ahead: handicap −0.75, 1X2, over/under 2.5, first-half 1X2. */
export function footballFixture(
  home: string,
  away: string,
  overrides: Partial<BoFixtureInput> = {},
): BoFixtureInput {
  return {
    sport: 'football',
    competition: names('Test League'),
    home: names(home),
    away: names(away),
    isOutright: false,
    isLive: false,
    startsAt: new Date(Date.now() + 2 * 3_600_000).toISOString(),
    markets: [
      {
        kind: 'handicap',
        period: 'match',
        line: '-0.75',
        isLive: false,
        selections: [
          { code: 'home', odds: 1900 },
          { code: 'away', odds: 1950 },
        ],
      },
      {
        kind: 'match_1x2',
        period: 'match',
        isLive: false,
        selections: [
          { code: 'home', odds: 2000 },
          { code: 'draw', odds: 3200 },
          { code: 'away', odds: 3500 },
        ],
      },
      {
        kind: 'over_under',
        period: 'match',
        line: '2.5',
        isLive: false,
        selections: [
          { code: 'over', odds: 1800 },
          { code: 'under', odds: 2000 },
        ],
      },
      {
        kind: 'match_1x2',
        period: 'first_half',
        isLive: false,
        selections: [
          { code: 'home', odds: 2600 },
          { code: 'draw', odds: 2100 },
          { code: 'away', odds: 4000 },
        ],
      },
    ],
    ...overrides,
  };
}

/** The operator's calls of the book as one staff member of a brand. */
export function bookOperator(
  app: FastifyInstance,
  token: string,
  headers: Record<string, string> = {},
) {
  const send = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: { ...staffHeaders(token), ...headers },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  return {
    async publish(input: BoFixtureInput) {
      const response = await send('POST', sportsbookPaths.boFixtures, input);
      expect(response.statusCode, response.body).toBe(200);
      const value = (response.json() as { value: { fixtureId: number; marketIds: number[] } })
        .value;
      return value;
    },
    result: (fixtureId: number, body: Record<string, unknown>) =>
      send('POST', path(sportsbookPaths.boResult, fixtureId), body),
    voidFixture: (fixtureId: number) => send('POST', path(sportsbookPaths.boVoid, fixtureId), {}),
    odds: (selectionId: number, odds: number) =>
      send('PUT', path(sportsbookPaths.boOdds, selectionId), { odds }),
    marketState: (marketId: number, state: string) =>
      send('PUT', path(sportsbookPaths.boMarketState, marketId), { state }),
    limit: (body: Record<string, unknown>) => send('PUT', sportsbookPaths.boLimits, body),
    liability: (fixtureId: number) => send('GET', path(sportsbookPaths.boLiability, fixtureId)),
  };
}

/** A member at the book: a sportsbook game session and the bet slip calls. */
export async function bookPlayer(app: FastifyInstance, memberToken: string) {
  const caller = playCaller(app, await openPlaySession(app, memberToken, 'sportsbook', 'LOBBYSB'));
  return {
    caller,
    balance: () => playBalance(caller),
    place: (body: Record<string, unknown>) =>
      caller.post(sportsbookPaths.bets, { requestId: newRequestId(), ...body }),
    bet: (id: number) => caller.get(path(sportsbookPaths.bet, id)),
    bets: (status: 'open' | 'settled') => caller.get(`${sportsbookPaths.bets}?status=${status}`),
    quote: (id: number) => caller.get(path(sportsbookPaths.cashOut, id)),
    cashOut: (id: number, amount: string) =>
      caller.post(path(sportsbookPaths.cashOut, id), { amount }),
    settings: (body: Record<string, unknown>) => caller.put(sportsbookPaths.settings, body),
  };
}

/** The selection ids of a fixture by market index and code. */
export async function selectionsOf(app: FastifyInstance, fixtureId: number) {
  const response = await app.inject({
    method: 'GET',
    url: path(sportsbookPaths.fixture, fixtureId),
    headers: { merchant: 'lotus' },
  });
  const fixture = (
    response.json() as {
      value: { markets: { id: number; selections: { id: number; code: string }[] }[] };
    }
  ).value;
  return (market: number, code: string) => {
    const found = fixture.markets[market]?.selections.find((s) => s.code === code);
    if (!found) throw new Error(`no selection ${market}/${code}`);
    return found.id;
  };
}

export const betOf = (response: { json(): unknown }) =>
  (response.json() as { value: SportsBetView }).value;

export async function betRowCount(db: Db): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from sb_bets`);
  return row!.n;
}

/** Sends a refused call and checks that no money moved and no bet was written. */
export async function expectBookRefusal(
  db: Db,
  send: () => Promise<{ statusCode: number; json(): unknown }>,
  status: number,
  code: string,
) {
  const ledger = await ledgerRowCounts(db);
  const bets = await betRowCount(db);
  const response = await send();
  const body = response.json() as { code: string; messageKey: string };
  expect({ status: response.statusCode, code: body.code }).toEqual({ status, code });
  expect(body.messageKey).toBe(`err_${code}`);
  expect(await ledgerRowCounts(db)).toEqual(ledger);
  expect(await betRowCount(db)).toBe(bets);
}
