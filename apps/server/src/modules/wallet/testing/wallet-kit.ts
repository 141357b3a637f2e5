import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { apiPaths, idempotencyKeyHeader } from '@lobby/contracts';
import type { Db } from '../../../db/client.ts';
import { members, merchants } from '../../../db/schema/index.ts';
import { hashPassword } from '../../identity/index.ts';
import { brandHeaders } from '../../../../test/login-kit.ts';
import { solveBotCheck } from '../../../../test/bot-check-kit.ts';

/** The demo member's payment password (the demo seed sets the same one). */
export const demoPaymentPassword = '135790';

/** A fresh client idempotency key. */
export const newKey = () => `k-${randomUUID()}`;

let ipSerial = 0;
/**
 * A new client address per call: the wallet's rate limits count per IP, and these tests
 * send more calls in a minute than one member ever would.
 */
const nextIp = () => {
  ipSerial += 1;
  return `10.77.${Math.floor(ipSerial / 250) % 250}.${(ipSerial % 250) + 1}`;
};

/** Test calls to the wallet API as one logged-in member (or anonymously). */
export function walletCaller(app: FastifyInstance, token?: string) {
  const headers = { ...brandHeaders, ...(token ? { token } : {}) };
  return {
    get(url: string, query: Record<string, string | number> = {}) {
      return app.inject({
        method: 'GET',
        url,
        query: stringify(query),
        headers,
        remoteAddress: nextIp(),
      });
    },
    post(url: string, payload: unknown, key: string | null = newKey()) {
      return app.inject({
        method: 'POST',
        url,
        payload: payload as Record<string, unknown>,
        headers: key === null ? headers : { ...headers, [idempotencyKeyHeader]: key },
        remoteAddress: nextIp(),
      });
    },
  };
}

function stringify(query: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).map(([name, value]) => [name, String(value)]));
}

/** The demo brand's id. */
export async function demoMerchantId(db: Db): Promise<number> {
  const [row] = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.code, 'lotus'));
  if (!row) throw new Error('demo brand missing');
  return row.id;
}

/** A demo-brand account's id by username. */
export async function memberIdOf(db: Db, username: string): Promise<number> {
  const merchantId = await demoMerchantId(db);
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.username, username)));
  if (!row) throw new Error(`no account ${username}`);
  return row.id;
}

/** Sets (or clears, with null) an account's payment password directly. */
export async function setPaymentPassword(
  db: Db,
  username: string,
  password: string | null = demoPaymentPassword,
): Promise<void> {
  const hash = password === null ? null : await hashPassword(password);
  await db
    .update(members)
    .set({ paymentPasswordHash: hash })
    .where(eq(members.id, await memberIdOf(db, username)));
}

/** Opens a trial (free play) session and returns its token. */
export async function trialToken(app: FastifyInstance): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: apiPaths.loginFreePlay,
    headers: brandHeaders,
    payload: { botCheck: await solveBotCheck(app) },
    remoteAddress: nextIp(),
  });
  const token = (response.json() as { value?: { token?: string } }).value?.token;
  if (!token) throw new Error(`trial login failed: ${response.body}`);
  return token;
}
