import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import {
  instantGamePaths,
  launchGamePath,
  originalsPaths,
  playerTokenHeader,
} from '@lobby/contracts';
import type { Db } from '../../../../db/client.ts';
import { rowsOf } from '../../../../db/rows.ts';
import { brandHeaders } from '../../../../../test/login-kit.ts';
import { ledgerRowCounts } from '../../../../../test/ledger-kit.ts';

let ipSerial = 0;
/** A new client address per call: the games' rate limits count per IP. */
const nextIp = () => {
  ipSerial += 1;
  return `10.66.${Math.floor(ipSerial / 250) % 250}.${(ipSerial % 250) + 1}`;
};

/**
 * A game session the way a player gets one: launch the game as the logged-in member
 * (POST /wps/game/launchGame), then exchange the launch token on the play page.
 */
export async function openPlaySession(
  app: FastifyInstance,
  memberToken: string,
  gameCode: string,
  vassalage = 'LOBBY',
): Promise<string> {
  const launch = await app.inject({
    method: 'POST',
    url: launchGamePath,
    headers: { ...brandHeaders, token: memberToken },
    payload: { vassalage, gameCode },
    remoteAddress: nextIp(),
  });
  const launchToken = (launch.json() as { value?: { token?: string } }).value?.token;
  if (!launchToken) throw new Error(`launch failed: ${launch.statusCode} ${launch.body}`);
  const exchanged = await app.inject({
    method: 'POST',
    url: originalsPaths.session,
    headers: brandHeaders,
    payload: { token: launchToken, gameCode },
    remoteAddress: nextIp(),
  });
  const token = (exchanged.json() as { value?: { token?: string } }).value?.token;
  if (!token) throw new Error(`session exchange failed: ${exchanged.statusCode} ${exchanged.body}`);
  return token;
}

/** Calls to the in-house games' API with a game session token (X-Player-Token). */
export function playCaller(app: FastifyInstance, playerToken: string | null) {
  const headers = {
    ...brandHeaders,
    ...(playerToken ? { [playerTokenHeader]: playerToken } : {}),
  };
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers,
      remoteAddress: nextIp(),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  return {
    get: (url: string) => send('GET', url),
    post: (url: string, payload: unknown = {}) => send('POST', url, payload),
    put: (url: string, payload: unknown) => send('PUT', url, payload),
  };
}

/** How many in-house plays are stored, and how many provider calls: "nothing stored" checks. */
export async function playRowCounts(db: Db) {
  const [row] = await rowsOf<{ plays: number; calls: number; bets: number }>(
    db,
    sql`select (select count(*)::int from originals_plays) as plays,
               (select count(*)::int from provider_transactions) as calls,
               (select count(*)::int from bets) as bets`,
  );
  return row;
}

/** Minor units of a two-decimal amount text ("12.34" → 1234n). */
export const minorUnits = (text: string) => BigInt(text.replace('.', ''));

/** A fresh idempotency key for a play request. */
export const newRequestId = () => `r-${randomUUID()}`;

/** The player's balance in minor units, as the game's balance endpoint reports it. */
export async function playBalance(caller: ReturnType<typeof playCaller>): Promise<bigint> {
  const response = await caller.get(instantGamePaths.balance);
  return minorUnits((response.json() as { value: { balance: string } }).value.balance);
}

/** Sends a bad request and checks the refusal left every money and play table as it was. */
export async function expectRefusedUnchanged(
  db: Db,
  send: () => Promise<{ statusCode: number; json(): unknown }>,
  status: number,
  code: string,
) {
  const ledger = await ledgerRowCounts(db);
  const plays = await playRowCounts(db);
  const response = await send();
  const body = response.json() as { code: string; messageKey: string };
  expect({ status: response.statusCode, code: body.code }).toEqual({ status, code });
  expect(body.messageKey).toMatch(/^err_/);
  expect(await ledgerRowCounts(db)).toEqual(ledger);
  expect(await playRowCounts(db)).toEqual(plays);
  return body;
}
