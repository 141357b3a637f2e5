import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deposits } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { loginToken } from '../../../test/login-kit.ts';
import { healthyLedger, ledgerInvariants, ledgerRowCounts } from '../../../test/ledger-kit.ts';
import { depositExpiryJob } from './deposit-expiry.ts';
import { createDeposit, uploadProof } from './testing/deposit-kit.ts';


describe('the deposit expiry job', () => {
  let ctx: TestContext;
  let token: string;

  const statusOf = async (id: number) =>
    (await ctx.database.db.select().from(deposits).where(eq(deposits.id, id)))[0]!.status;
  const overdue = (ids: number[]) =>
    ctx.database.db
      .update(deposits)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(inArray(deposits.id, ids));

  beforeAll(async () => {
    ctx = await createTestApp();
    token = await loginToken(ctx.app, 'demo', 'Lotus#2026');
  });
  afterEach(async () => {
    expect(await ledgerInvariants(ctx.database.db)).toEqual(healthyLedger);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('expires pending deposits past their time, only those, and only once', async () => {
    const gateway = await createDeposit(ctx.app, token, { channelCode: 'SANDBOX', amount: '100' });
    const bank = await createDeposit(ctx.app, token, {
      channelCode: 'BANK',
      amount: '300',
      reference: 'KB-1',
      proofFileId: await uploadProof(ctx.app, token),
    });
    const fresh = await createDeposit(ctx.app, token, { channelCode: 'SANDBOX', amount: '101' });
    const finished = await createDeposit(ctx.app, token, { channelCode: 'SANDBOX', amount: '102' });
    await ctx.database.db
      .update(deposits)
      .set({ status: 'failed' })
      .where(eq(deposits.id, finished.id));
    await overdue([gateway.id, bank.id, finished.id]);
    const counts = await ledgerRowCounts(ctx.database.db);

    // the app's scheduler runs the job the deposits module registered (jobs are off in tests)
    const scheduler = ctx.app.jobs;
    expect(await scheduler.runNow(depositExpiryJob)).toBe(true);
    expect(await statusOf(gateway.id)).toBe('expired');
    expect(await statusOf(bank.id)).toBe('expired');
    expect(await statusOf(fresh.id)).toBe('pending');
    expect(await statusOf(finished.id)).toBe('failed');

    // a second run changes nothing
    const rows = await ctx.database.db.select().from(deposits).orderBy(deposits.id);
    expect(await scheduler.runNow(depositExpiryJob)).toBe(true);
    expect(await ctx.database.db.select().from(deposits).orderBy(deposits.id)).toEqual(rows);
    expect(await ledgerRowCounts(ctx.database.db)).toEqual(counts);
  });

  it('an expired deposit no longer offers its pay page link', async () => {
    const deposit = await createDeposit(ctx.app, token, { channelCode: 'SANDBOX', amount: '103' });
    await overdue([deposit.id]);
    expect(await ctx.app.jobs.runNow(depositExpiryJob)).toBe(true);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/wps/payments/deposits/${deposit.id}`,
      headers: { merchant: 'lotus', token },
    });
    expect(response.json()).toMatchObject({ value: { status: 'expired', payUrl: null } });
  });
});
