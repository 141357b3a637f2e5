import { and, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type Deposit } from '@lobby/contracts';
import {
  depositLimits,
  deposits,
  gatewayCallbacks,
  ledgerTransactions,
  members,
} from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { loginToken } from '../../../test/login-kit.ts';
import { healthyLedger, ledgerInvariants } from '../../../test/ledger-kit.ts';
import { staffHeaders, staffToken } from '../../../test/staff-kit.ts';
import {
  createDeposit,
  mainBalance,
  memberIdOf,
  newKey,
  postCallback,
  postDeposit,
  testSecretKey,
  uploadProof,
} from './testing/deposit-kit.ts';
import { depositLedgerKey } from './deposit-credit.ts';

// on PostgreSQL (TEST_DATABASE_URL) these run on separate connections at the same time
describe('deposits under concurrent callbacks and approvals', () => {
  let ctx: TestContext;
  let token: string;
  let demoId: number;

  const notification = (deposit: Deposit, status: 'success' | 'failed') => ({
    orderNo: deposit.orderNo,
    gatewayTxnId: `SBXT-${deposit.id}`,
    amount: deposit.amount.replace('.', ''),
    currency: 'THB',
    status,
  });
  const statusOf = async (id: number) =>
    (await ctx.database.db.select().from(deposits).where(eq(deposits.id, id)))[0]!.status;
  const creditsOf = async (id: number) =>
    (
      await ctx.database.db
        .select({ n: count() })
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.idempotencyKey, depositLedgerKey(id)))
    )[0]!.n;

  beforeAll(async () => {
    ctx = await createTestApp({ config: { SECRET_KEY: testSecretKey } });
    token = await loginToken(ctx.app, 'demo', 'Lotus#2026');
    demoId = await memberIdOf(ctx.database.db, 'demo');
  });
  afterEach(async () => {
    expect(await ledgerInvariants(ctx.database.db)).toEqual(healthyLedger);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('ten identical success callbacks at once credit exactly once', async () => {
    const deposit = await createDeposit(ctx.app, token, { channelCode: 'SANDBOX', amount: '777' });
    const before = await mainBalance(ctx.database.db, demoId);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => postCallback(ctx.app, notification(deposit, 'success'))),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(await mainBalance(ctx.database.db, demoId)).toBe(before + 77_700n);
    expect(await creditsOf(deposit.id)).toBe(1);
    const outcomes = (
      await ctx.database.db
        .select({ outcome: gatewayCallbacks.outcome })
        .from(gatewayCallbacks)
        .where(eq(gatewayCallbacks.orderNo, deposit.orderNo))
    ).map((row) => row.outcome);
    expect(outcomes.sort()).toEqual(['credited', ...Array(9).fill('replayed')]);
  });

  it('success and failure racing: one final state, and money only with success', async () => {
    const deposit = await createDeposit(ctx.app, token, { channelCode: 'SANDBOX', amount: '888' });
    const before = await mainBalance(ctx.database.db, demoId);
    await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        postCallback(ctx.app, notification(deposit, index % 2 === 0 ? 'success' : 'failed')),
      ),
    );
    const status = await statusOf(deposit.id);
    expect(['completed', 'failed']).toContain(status);
    const credited = status === 'completed' ? 88_800n : 0n;
    expect(await mainBalance(ctx.database.db, demoId)).toBe(before + credited);
    expect(await creditsOf(deposit.id)).toBe(status === 'completed' ? 1 : 0);
    const settled = await ctx.database.db
      .select({ n: count() })
      .from(gatewayCallbacks)
      .where(
        and(
          eq(gatewayCallbacks.orderNo, deposit.orderNo),
          eq(gatewayCallbacks.outcome, status === 'completed' ? 'credited' : 'marked_failed'),
        ),
      );
    expect(settled[0]!.n).toBe(1);
  });

  it('ten operators approving the same transfer at once credit it once', async () => {
    const cashier = await staffToken(ctx.app, 'cashier');
    const deposit = await createDeposit(ctx.app, token, {
      channelCode: 'BANK',
      amount: '999',
      reference: 'KB-999',
      proofFileId: await uploadProof(ctx.app, token),
    });
    const before = await mainBalance(ctx.database.db, demoId);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: `${apiPaths.boDeposits}/${deposit.id}/approve`,
          headers: staffHeaders(cashier),
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    expect(await mainBalance(ctx.database.db, demoId)).toBe(before + 99_900n);
    expect(await creditsOf(deposit.id)).toBe(1);
  });

  it('deposits racing a limit: the member lock lets only what fits through', async () => {
    const agentToken = await loginToken(ctx.app, 'agent', 'Lotus#2026');
    const [agent] = await ctx.database.db
      .select({ id: members.id, merchantId: members.merchantId })
      .from(members)
      .where(eq(members.username, 'agent'));
    // 1,000.00 a day; the agent has deposited nothing yet
    await ctx.database.db.insert(depositLimits).values({
      merchantId: agent!.merchantId,
      memberId: agent!.id,
      period: 'daily',
      amount: 100_000n,
    });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        postDeposit(ctx.app, agentToken, { channelCode: 'SANDBOX', amount: '300' }, newKey()),
      ),
    );
    const codes = answers.map((answer) => (answer.statusCode === 200 ? 'ok' : answer.json().code));
    expect(codes.filter((code) => code === 'ok')).toHaveLength(3);
    expect(codes.filter((code) => code === 'deposit_limit_exceeded')).toHaveLength(3);
    const made = await ctx.database.db
      .select({ n: count() })
      .from(deposits)
      .where(eq(deposits.memberId, agent!.id));
    expect(made[0]!.n).toBe(3);
  });
});
