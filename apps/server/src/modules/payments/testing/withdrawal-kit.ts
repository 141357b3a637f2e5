import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { apiPaths, type StaffRole, type WalletPolicy } from '@lobby/contracts';
import type { Db } from '../../../db/client.ts';
import { rowsOf, toBigInt, type Executor } from '../../../db/rows.ts';
import { members, merchants, memberBankAccounts, withdrawals } from '../../../db/schema/index.ts';
import { demoWithdrawal } from '../../../seed/demo-bank-accounts.ts';
import { healthyLedger, ledgerInvariants } from '../../../../test/ledger-kit.ts';
import { brandHeaders, loginToken } from '../../../../test/login-kit.ts';
import { solveBotCheck } from '../../../../test/bot-check-kit.ts';
import { staffHeaders, staffToken } from '../../../../test/staff-kit.ts';
import { createTestApp, type TestContext } from '../../../../test/app-kit.ts';
import { postWithinTransaction } from '../../wallet/index.ts';

/** Test helpers of the withdrawal tests (not used by the server). */

export const demoPaymentPassword = demoWithdrawal.paymentPassword;

let ipCounter = 0;
/** A fresh client IP per call, so the per-IP rate limits never decide a test. */
export const nextIp = () => {
  ipCounter += 1;
  return `10.77.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

/** A new well-formed Idempotency-Key. */
export const newKey = () => `test-${randomBytes(9).toString('hex')}`;

export function memberHeaders(token: string, idempotencyKey?: string): Record<string, string> {
  return {
    ...brandHeaders,
    token,
    ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
  };
}

/** The demo brand's ids: the brand, the demo member, the agent, the seeded bank account. */
export async function demoIds(db: Db) {
  const [brand] = await db.select().from(merchants).where(eq(merchants.code, 'lotus'));
  const byName = async (username: string) => {
    const [row] = await db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.merchantId, brand!.id), eq(members.username, username)));
    return row!.id;
  };
  const demoId = await byName('demo');
  const [account] = await db
    .select({ id: memberBankAccounts.id })
    .from(memberBankAccounts)
    .where(eq(memberBankAccounts.memberId, demoId));
  return {
    merchantId: brand!.id,
    demoId,
    agentId: await byName('agent'),
    bankAccountId: account!.id,
  };
}

/** The ids demoIds answers. */
export type DemoIds = Awaited<ReturnType<typeof demoIds>>;

/** What a withdrawal test file works with, once its app is up; a staff token per role asked for. */
export type WithdrawalTestSetup<Role extends StaffRole> = Record<Role, string> & {
  ctx: TestContext;
  /** The demo member's session token. */
  demo: string;
  ids: DemoIds;
};

/**
 * Registers the set-up every withdrawal test file shares. Before all: a fresh app, the demo
 * member logged in, the `staff` roles logged in, and `money` (minor units) given to the demo
 * member, all handed to `ready`. After each test: the ledger is still healthy. After all: the
 * app is closed.
 */
export function setUpWithdrawalTests<Role extends StaffRole = never>(
  options: { staff?: Role[]; money?: bigint },
  ready: (setup: WithdrawalTestSetup<Role>) => void,
): void {
  let ctx: TestContext | undefined;
  beforeAll(async () => {
    ctx = await createTestApp();
    const demo = await loginToken(ctx.app, 'demo', 'Lotus#2026');
    const staff = {} as Record<Role, string>;
    for (const role of options.staff ?? []) staff[role] = await staffToken(ctx.app, role);
    const ids = await demoIds(ctx.database.db);
    if (options.money) await giveMoney(ctx.database.db, ids.merchantId, ids.demoId, options.money);
    ready({ ...staff, ctx, demo, ids });
  });
  afterAll(async () => ctx?.close());
  afterEach(async () => {
    expect(await ledgerInvariants(ctx!.database.db)).toEqual(healthyLedger);
  });
}

/** A new pending withdrawal of `amount` to the member's seeded bank account; returns its id. */
export async function pendingWithdrawal(
  app: FastifyInstance,
  token: string,
  ids: DemoIds,
  amount = '100.00',
): Promise<number> {
  const response = await requestWithdrawal(app, token, {
    bankAccountId: ids.bankAccountId,
    amount,
    paymentPassword: demoPaymentPassword,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value.id as number;
}

/** Moves every withdrawal two days back, so none of them counts for today's limit. */
export async function ageWithdrawals(db: Db): Promise<void> {
  await db.execute(sql`update withdrawals set created_at = created_at - interval '2 days'`);
}

/** Overrides part of the demo brand's wallet policy (tests run with no merchant cache). */
export async function setWalletPolicy(db: Db, policy: Partial<WalletPolicy>): Promise<void> {
  await db.update(merchants).set({ walletPolicy: policy }).where(eq(merchants.code, 'lotus'));
}

/** A member's main and held balances, read from the ledger accounts. */
export async function memberMoney(db: Executor, memberId: number) {
  const rows = await rowsOf<{ kind: string; balance: unknown }>(
    db,
    sql`select kind, balance from ledger_accounts where member_id = ${memberId}`,
  );
  const of = (kind: string) => toBigInt(rows.find((row) => row.kind === kind)?.balance ?? 0);
  return { main: of('main'), held: of('withdrawal_hold') };
}

/** Gives a member money through the ledger (an adjustment from the house). */
export async function giveMoney(db: Db, merchantId: number, memberId: number, amount: bigint) {
  await db.transaction((tx) =>
    postWithinTransaction(tx, {
      merchantId,
      idempotencyKey: `test:give:${newKey()}`,
      kind: 'adjustment',
      memberId,
      memo: { reason: 'test money' },
      legs: [
        { account: { house: 'adjustments' }, amount: -amount },
        { account: { memberId, kind: 'main' }, amount },
      ],
    }),
  );
}

/** How many withdrawal rows exist (for "nothing was written"). */
export async function withdrawalCount(db: Db): Promise<number> {
  return (await db.select({ id: withdrawals.id }).from(withdrawals)).length;
}

/** POST /wps/payments/withdrawals with a key (a new one unless given). */
export function requestWithdrawal(
  app: FastifyInstance,
  token: string,
  body: Record<string, unknown>,
  key: string | null = newKey(),
) {
  return app.inject({
    method: 'POST',
    url: apiPaths.withdrawals,
    headers: memberHeaders(token, key ?? undefined),
    payload: body,
    remoteAddress: nextIp(),
  });
}

/** A logged-in trial (free play) account's token. */
export async function trialToken(app: FastifyInstance): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: apiPaths.loginFreePlay,
    headers: brandHeaders,
    payload: { botCheck: await solveBotCheck(app) },
  });
  return response.json().value.token as string;
}

/** A back-office withdrawal action as `token`'s operator. */
export function boAction(
  app: FastifyInstance,
  token: string,
  id: number,
  action: 'approve' | 'paid' | 'reject',
  body: Record<string, unknown> = {},
) {
  return app.inject({
    method: 'POST',
    url: `${apiPaths.boWithdrawals}/${id}/${action}`,
    headers: staffHeaders(token),
    payload: body,
    remoteAddress: nextIp(),
  });
}

/** The smallest valid PNG signature plus a little body: enough for the upload check. */
export const tinyPng = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  randomBytes(64),
]);

/** Uploads a proof image as the member; returns its file id. */
export async function uploadProof(
  app: FastifyInstance,
  token: string,
  purpose: 'withdrawal_proof' | 'deposit_proof' = 'withdrawal_proof',
): Promise<number> {
  const response = await app.inject({
    method: 'PUT',
    url: `${apiPaths.uploads}?purpose=${purpose}`,
    headers: { ...memberHeaders(token), 'content-type': 'image/png' },
    payload: tinyPng,
    remoteAddress: nextIp(),
  });
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.body}`);
  return response.json().value.fileId as number;
}
