import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PamTransaction } from '@lobby/contracts';
import { rowsOf } from '../db/rows.ts';
import { createTestApp, type TestContext } from '../../test/app-kit.ts';
import { loginToken } from '../../test/login-kit.ts';
import { originalsProviderCode, type PamCaller } from '../modules/games/index.ts';
import {
  openGameSession,
  pamTransaction,
} from '../modules/games/provider-wallet/testing/pam-kit.ts';
import { providerWalletFor } from '../modules/games/provider-wallet/testing/pam-service-kit.ts';
import {
  createDeposit,
  postCallback,
  testSecretKey,
} from '../modules/payments/testing/deposit-kit.ts';
import { demoIds, giveMoney, type DemoIds } from '../modules/payments/testing/withdrawal-kit.ts';
import type { ActivityEvent } from './activity-feed.ts';

describe('the activity feed: money events written by the database, handed out once', () => {
  let ctx: TestContext;
  let ids: DemoIds;
  let caller: PamCaller;
  let pam: Awaited<ReturnType<typeof providerWalletFor>>['pam'];
  let token: string;
  const seen: ActivityEvent[] = [];
  let failNext = false;

  const send = (tx: Partial<PamTransaction> & Pick<PamTransaction, 'transactionType'>) =>
    pam.addTransaction(caller, String(ids.demoId), token, pamTransaction({ cashAmount: 0, ...tx }));
  const pending = async () =>
    Number(
      (
        await rowsOf<{ n: unknown }>(
          ctx.database.db,
          sql`select count(*) as n from member_activity`,
        )
      )[0]!.n,
    );

  beforeAll(async () => {
    ctx = await createTestApp({ config: { SECRET_KEY: testSecretKey } });
    ids = await demoIds(ctx.database.db);
    await giveMoney(ctx.database.db, ids.merchantId, ids.demoId, 1_000_000n);
    ({ pam } = await providerWalletFor(ctx.database.db));
    caller = { merchantId: ids.merchantId, providerCode: originalsProviderCode };
    const launch = await openGameSession(ctx.database.db, {
      merchantId: ids.merchantId,
      memberId: ids.demoId,
      providerCode: originalsProviderCode,
      vassalage: 'LOBBY',
      gameCode: 'lotus-fortune',
    });
    token = (await pam.refreshSession(caller, launch)).session!.token;
    ctx.app.activityFeed.consume('test-recorder', async (_work, events) => {
      if (failNext) {
        failNext = false;
        throw new Error('consumer failed');
      }
      seen.push(...events);
    });
  });
  afterAll(async () => ctx.close());
  beforeEach(async () => {
    await ctx.app.activityFeed.drain();
    seen.length = 0;
  });

  it('gives a settled round one event with its figures; an open or cancelled round none', async () => {
    await send({ transactionType: 'WITHDRAW', cashAmount: 10, providerRoundId: 'af-1' });
    const cancelled = pamTransaction({
      transactionType: 'WITHDRAW',
      cashAmount: 3,
      providerRoundId: 'af-2',
    });
    expect((await pam.addTransaction(caller, String(ids.demoId), token, cancelled)).status).toBe(
      'OK',
    );
    await send({
      transactionType: 'CANCEL',
      cashAmount: 3,
      providerTransactionId: cancelled.providerTransactionId,
      providerRoundId: 'af-2',
    });
    expect(await pending()).toBe(0);

    await send({
      transactionType: 'DEPOSIT',
      cashAmount: 25,
      providerRoundId: 'af-1',
      isGameOver: true,
    });
    expect(await ctx.app.activityFeed.drain()).toBe(1);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      kind: 'bet',
      sign: 1,
      memberId: ids.demoId,
      merchantId: ids.merchantId,
      vassalage: 'LOBBY',
      gameCode: 'lotus-fortune',
      stake: 1000n,
      validBet: 1000n,
      payout: 2500n,
    });
    expect(seen[0]!.gameType).toEqual(expect.any(String));
    // handed out once: the queue is empty, a second drain finds nothing
    expect(await pending()).toBe(0);
    expect(await ctx.app.activityFeed.drain()).toBe(0);
  });

  it('counts a push with no valid bet', async () => {
    await send({ transactionType: 'WITHDRAW', cashAmount: 5, providerRoundId: 'af-push' });
    await send({
      transactionType: 'DEPOSIT',
      cashAmount: 5,
      providerRoundId: 'af-push',
      isGameOver: true,
    });
    await ctx.app.activityFeed.drain();
    expect(seen.map((event) => [event.stake, event.validBet, event.payout])).toEqual([
      [500n, 0n, 500n],
    ]);
  });

  it('gives a completed deposit one event, however often the gateway repeats itself', async () => {
    const member = await loginToken(ctx.app, 'demo', 'Lotus#2026');
    const deposit = await createDeposit(ctx.app, member, {
      channelCode: 'SANDBOX',
      amount: '150.00',
    });
    expect(await pending()).toBe(0);
    const notification = {
      orderNo: deposit.orderNo,
      gatewayTxnId: 'SBXT-FEED',
      amount: '15000',
      currency: 'THB',
      status: 'success',
    };
    expect((await postCallback(ctx.app, notification)).statusCode).toBe(200);
    expect((await postCallback(ctx.app, notification)).statusCode).toBe(200);
    await ctx.app.activityFeed.drain();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ kind: 'deposit', sign: 1, amount: 15000n, unit: 'THB' });
  });

  it('keeps the events when a consumer fails, and hands them out on the next run', async () => {
    await send({ transactionType: 'WITHDRAW', cashAmount: 2, providerRoundId: 'af-fail' });
    await send({
      transactionType: 'DEPOSIT',
      cashAmount: 0,
      providerRoundId: 'af-fail',
      isGameOver: true,
    });
    failNext = true;
    await expect(ctx.app.activityFeed.drain()).rejects.toThrow('consumer failed');
    expect(await pending()).toBe(1);
    expect(seen).toHaveLength(0);
    expect(await ctx.app.activityFeed.drain()).toBe(1);
    expect(seen).toHaveLength(1);
  });

  it("drains one member's events on demand and leaves the others'", async () => {
    await send({ transactionType: 'WITHDRAW', cashAmount: 4, providerRoundId: 'af-member' });
    await send({
      transactionType: 'DEPOSIT',
      cashAmount: 8,
      providerRoundId: 'af-member',
      isGameOver: true,
    });
    // an event of another member of the brand, written as the trigger would
    const [other] = await rowsOf<{ id: unknown }>(
      ctx.database.db,
      sql`select id from members where merchant_id = ${ids.merchantId} and id <> ${ids.demoId}
          order by id limit 1`,
    );
    await ctx.database.db.execute(
      sql`insert into member_activity (merchant_id, member_id, kind, sign, source_id, amount, unit,
            occurred_at)
          values (${ids.merchantId}, ${Number(other!.id)}, 'deposit', 1, 0, 100, 'THB', now())`,
    );
    await ctx.app.activityFeed.drainMember(ids.demoId);
    expect(seen.map((event) => event.memberId)).toEqual([ids.demoId]);
    expect(await pending()).toBe(1);
  });

  it('never hands one event out twice when drains run at once', async () => {
    for (let i = 0; i < 6; i++) {
      await send({ transactionType: 'WITHDRAW', cashAmount: 1, providerRoundId: `af-race-${i}` });
      await send({
        transactionType: 'DEPOSIT',
        cashAmount: 1,
        providerRoundId: `af-race-${i}`,
        isGameOver: true,
      });
    }
    await Promise.all([
      ctx.app.activityFeed.drain(),
      ctx.app.activityFeed.drainMember(ids.demoId),
      ctx.app.activityFeed.drain(),
    ]);
    const sources = seen.map((event) => event.sourceId);
    expect(sources).toHaveLength(6);
    expect(new Set(sources).size).toBe(6);
  });
});
