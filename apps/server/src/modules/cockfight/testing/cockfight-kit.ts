import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import {
  cockfightGameCode,
  cockfightPaths,
  cockfightVendorCode,
  launchGamePath,
  playerTokenHeader,
} from '@lobby/contracts';
import type { GeoIpLookup } from '../../../platform/geoip.ts';
import type { Db } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { ledgerRowCounts } from '../../../../test/ledger-kit.ts';
import { brandHeaders } from '../../../../test/login-kit.ts';
import { staffHeaders } from '../../../../test/staff-kit.ts';

/** Test addresses by country: 10.116.x.x Cambodia, 10.63.x.x the Philippines, 10.84.x.x Thailand. */
export const fakeGeoIp: GeoIpLookup = {
  countryOf(ip) {
    if (ip.startsWith('10.116.')) return 'KH';
    if (ip.startsWith('10.63.')) return 'PH';
    if (ip.startsWith('10.84.')) return 'TH';
    return null;
  },
};

let serial = 0;
/** A fresh address of a country (each call another, so rate limits never bite a test). */
export function ipOf(country: 'KH' | 'PH' | 'TH' | 'none'): string {
  serial += 1;
  const prefix = { KH: '10.116', PH: '10.63', TH: '10.84', none: '10.200' }[country];
  return `${prefix}.${Math.floor(serial / 250) % 250}.${(serial % 250) + 1}`;
}

/** The value of a success envelope, failing the test on anything else. */
export function valueOf<T>(response: { statusCode: number; body: string; json(): unknown }): T {
  const value = (response.json() as { value?: T }).value;
  if (response.statusCode !== 200 || value === undefined) {
    throw new Error(`call failed: ${response.statusCode} ${response.body}`);
  }
  return value;
}

/** A cockfight game session as a player gets one: launch LOBBYCF, exchange the token. */
export async function openCockfightSession(app: FastifyInstance, memberToken: string) {
  const launch = await app.inject({
    method: 'POST',
    url: launchGamePath,
    headers: { ...brandHeaders, token: memberToken },
    payload: { vassalage: cockfightVendorCode, gameCode: cockfightGameCode },
    remoteAddress: ipOf('KH'),
  });
  const launchToken = valueOf<{ token: string }>(launch).token;
  const exchanged = await app.inject({
    method: 'POST',
    url: cockfightPaths.session,
    headers: brandHeaders,
    payload: { token: launchToken, gameCode: cockfightGameCode },
    remoteAddress: ipOf('KH'),
  });
  return valueOf<{ token: string }>(exchanged).token;
}

const fightPath = (path: string, id: number) => path.replace(':id', String(id));

/** A player's calls, from Cambodia unless told otherwise. */
export function cockfightPlayer(app: FastifyInstance, playerToken: string) {
  const headers = { ...brandHeaders, [playerTokenHeader]: playerToken };
  return {
    bet: (
      fightId: number,
      side: string,
      stake: string,
      options: { country?: 'KH' | 'PH' | 'TH' | 'none'; key?: string } = {},
    ) =>
      app.inject({
        method: 'POST',
        url: fightPath(cockfightPaths.bets, fightId),
        headers: { ...headers, 'idempotency-key': options.key ?? `cf-${randomUUID()}` },
        payload: { side, stake },
        remoteAddress: ipOf(options.country ?? 'KH'),
      }),
    mine: (fightId: number) =>
      app.inject({
        method: 'GET',
        url: fightPath(cockfightPaths.bets, fightId),
        headers,
        remoteAddress: ipOf('KH'),
      }),
  };
}

/** The public board as seen from a country. */
export function boardFrom(app: FastifyInstance, country: 'KH' | 'PH' | 'TH' | 'none') {
  return app.inject({
    method: 'GET',
    url: cockfightPaths.board,
    headers: brandHeaders,
    remoteAddress: ipOf(country),
  });
}

/** The operator API as `token`'s staff; `brand` headers reach another brand than the demo one. */
export function cockfightOperator(
  app: FastifyInstance,
  token: string,
  brand?: Record<string, string>,
) {
  const headers = { ...staffHeaders(token), ...brand };
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
    app.inject({
      method,
      url,
      headers,
      remoteAddress: ipOf('none'),
      ...(payload ? { payload } : {}),
    });
  return {
    settings: () => send('GET', cockfightPaths.boSettings),
    saveSettings: (enabledCountries: string[], plasadaBps = 500) =>
      send('PUT', cockfightPaths.boSettings, { enabledCountries, plasadaBps }),
    events: () => send('GET', cockfightPaths.boEvents),
    createEvent: (arena = 'Test Arena') =>
      send('POST', cockfightPaths.boEvents, { arena, eventDate: '2026-11-27', videoUrl: null }),
    createFight: (eventId: number, fightNumber: number) =>
      send('POST', fightPath(cockfightPaths.boFights, eventId), {
        fightNumber,
        meron: `Meron ${fightNumber}`,
        wala: `Wala ${fightNumber}`,
      }),
    endEvent: (eventId: number) => send('POST', fightPath(cockfightPaths.boEndEvent, eventId)),
    state: (fightId: number, state: 'last_call' | 'closed') =>
      send('POST', fightPath(cockfightPaths.boFightState, fightId), { state }),
    result: (fightId: number, result: string) =>
      send('POST', fightPath(cockfightPaths.boFightResult, fightId), { result }),
  };
}

/** Cockfight rows, for "nothing written" checks. */
export async function cockfightRowCounts(db: Db) {
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select (select count(*)::int from cockfight_bets) as bets,
               (select coalesce(sum(meron_pool + wala_pool + draw_pool), 0)::text from cockfight_fights) as pools,
               (select count(*)::int from provider_transactions) as calls`,
  );
  return row;
}

/** Sends a bad request and checks it left money and cockfight tables as they were. */
export async function expectRefusedUnchanged(
  db: Db,
  send: () => Promise<{ statusCode: number; json(): unknown }>,
  status: number,
  code: string,
) {
  const ledger = await ledgerRowCounts(db);
  const rows = await cockfightRowCounts(db);
  const response = await send();
  const body = response.json() as { code: string; messageKey: string };
  expect({ status: response.statusCode, code: body.code }).toEqual({ status, code });
  expect(body.messageKey).toBe(`err_${code}`);
  expect(await ledgerRowCounts(db)).toEqual(ledger);
  expect(await cockfightRowCounts(db)).toEqual(rows);
}
