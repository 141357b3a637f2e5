import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  apiPaths,
  idempotencyKeyHeader,
  type CreateDepositRequest,
  type Deposit,
} from '@lobby/contracts';
import type { Executor } from '../../../db/rows.ts';
import { rowsOf, toBigInt } from '../../../db/rows.ts';
import { gatewayCallbacks, members } from '../../../db/schema/index.ts';
import { signCallback } from '../../../platform/payments/callback-signature.ts';
import { sandboxCallbackSecret } from '../../../platform/payments/payment-gateway.ts';
import { brandHeaders } from '../../../../test/login-kit.ts';

/** Test-only: the server's HMAC key, fixed so tests can sign callbacks like the sandbox. */
export const testSecretKey = 'deposit-tests-secret-key-0123456789abcdef';
/** The sandbox's callback secret under `testSecretKey`. */
export const testCallbackSecret = sandboxCallbackSecret(Buffer.from(testSecretKey, 'utf8'));

/** The sandbox's callback path. */
export const sandboxCallbackPath = `${apiPaths.gatewayCallback}/sandbox`;

/** A member's call with their token (and brand). */
export function memberHeaders(token: string, key?: string): Record<string, string> {
  return { ...brandHeaders, token, ...(key ? { [idempotencyKeyHeader]: key } : {}) };
}

let serial = 0;
/** A fresh idempotency key. */
export const newKey = () => `dep-test-${Date.now().toString(36)}-${++serial}`;

/** POST /wps/payments/deposits. */
export function postDeposit(
  app: FastifyInstance,
  token: string,
  body: Partial<CreateDepositRequest> & Record<string, unknown>,
  key: string | null = newKey(),
) {
  return app.inject({
    method: 'POST',
    url: apiPaths.deposits,
    headers: memberHeaders(token, key ?? undefined),
    payload: body,
  });
}

/** Creates a deposit that must succeed, and returns it. */
export async function createDeposit(
  app: FastifyInstance,
  token: string,
  body: CreateDepositRequest,
): Promise<Deposit> {
  const response = await postDeposit(app, token, body);
  if (response.statusCode !== 200) {
    throw new Error(`deposit failed: ${response.statusCode} ${response.body}`);
  }
  return (response.json() as { value: Deposit }).value;
}

/** The path (and query) of an absolute URL, for `app.inject`. */
export function pathOf(url: string): string {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}

/** Presses Pay or Decline on the sandbox pay page. */
export function submitPayPage(app: FastifyInstance, payUrl: string, decision: 'pay' | 'decline') {
  return app.inject({
    method: 'POST',
    url: pathOf(payUrl),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `decision=${decision}`,
  });
}

/** Posts a callback signed with `secret` (the right one unless a test forges). */
export function postCallback(
  app: FastifyInstance,
  body: Record<string, unknown> | string,
  options: { secret?: Buffer; now?: Date; headers?: Record<string, string> } = {},
) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const signed = signCallback(options.secret ?? testCallbackSecret, Buffer.from(raw), options.now);
  return app.inject({
    method: 'POST',
    url: sandboxCallbackPath,
    payload: raw,
    headers: { 'content-type': 'application/json', ...signed, ...options.headers },
  });
}

/** A member's id by username in the demo brand. */
export async function memberIdOf(db: Executor, username: string): Promise<number> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.username, username))
    .limit(1);
  if (!row) throw new Error(`no member ${username}`);
  return row.id;
}

/** A member's main-wallet balance in minor units (0 before the account exists). */
export async function mainBalance(db: Executor, memberId: number): Promise<bigint> {
  const [row] = await rowsOf<{ balance: unknown }>(
    db,
    sql`select balance from ledger_accounts where member_id = ${memberId} and kind = 'main'`,
  );
  return row ? toBigInt(row.balance) : 0n;
}

/** The callback trail of one order, oldest first. */
export function callbacksOf(db: Executor, orderNo: string) {
  return db
    .select()
    .from(gatewayCallbacks)
    .where(eq(gatewayCallbacks.orderNo, orderNo))
    .orderBy(gatewayCallbacks.id);
}

/** The smallest valid PNG signature plus padding: enough for the upload's content check. */
export const tinyPng = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

/** Uploads a deposit proof as `token`'s member and returns its file id. */
export async function uploadProof(app: FastifyInstance, token: string): Promise<number> {
  const response = await app.inject({
    method: 'PUT',
    url: `${apiPaths.uploads}?purpose=deposit_proof`,
    headers: { ...memberHeaders(token), 'content-type': 'image/png' },
    payload: tinyPng,
  });
  if (response.statusCode !== 200) {
    throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  }
  return (response.json() as { value: { fileId: number } }).value.fileId;
}
