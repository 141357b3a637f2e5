import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PamTransaction } from '@lobby/contracts';
import { rowsOf, toBigInt } from '../../../db/rows.ts';
import { createTestApp, type TestContext } from '../../../../test/app-kit.ts';
import { healthyLedger, ledgerInvariants } from '../../../../test/ledger-kit.ts';
import { loginToken } from '../../../../test/login-kit.ts';
import { originalsProviderCode, type PamCaller } from '../../games/index.ts';
import { openGameSession, pamTransaction } from '../../games/provider-wallet/testing/pam-kit.ts';
import { providerWalletFor } from '../../games/provider-wallet/testing/pam-service-kit.ts';
import { createDeposit, postCallback, testSecretKey } from '../../payments/testing/deposit-kit.ts';
import {
  boAction,
  demoIds,
  giveMoney,
  pendingWithdrawal,
  type DemoIds,
} from '../../payments/testing/withdrawal-kit.ts';
import { staffToken } from '../../../../test/staff-kit.ts';

/** The demo member's statistics of every day and hour, summed (minor units). */
async function statsOf(ctx: TestContext, memberId: number) {
  const read = async (
    table: 'member_stats_daily' | 'member_stats_hourly' | 'member_stats_period',
    span = 'month',
  ) => {
    const [row] = await rowsOf<Record<string, unknown>>(
      ctx.database.db,
      sql`select coalesce(sum(bet_count), 0) as bet_count, coalesce(sum(bet_amount), 0) as bet_amount,
            coalesce(sum(valid_bet), 0) as valid_bet, coalesce(sum(payout), 0) as payout,
            coalesce(sum(deposit_count), 0) as deposit_count,
            coalesce(sum(deposit_amount), 0) as deposit_amount,
            coalesce(sum(withdrawal_count), 0) as withdrawal_count,
            coalesce(sum(withdrawal_amount), 0) as withdrawal_amount
          from ${sql.raw(table)} where member_id = ${memberId}
            ${table === 'member_stats_period' ? sql`and span = ${span}` : sql``}`,
    );
    return Object.fromEntries(Object.entries(row!).map(([key, value]) => [key, toBigInt(value)]));
  };
  const daily = await read('member_stats_daily');
  // the hourly buckets always add up to the daily ones
  expect(await read('member_stats_hourly')).toEqual(daily);
  // and so do the monthly and weekly ones, which also count the daily rows they hold
  for (const span of ['month', 'week']) {
    expect(await read('member_stats_period', span)).toEqual(daily);
  }
  const [rows] = await rowsOf<{ days: unknown; months: unknown; weeks: unknown }>(
    ctx.database.db,
    sql`select (select count(*) from member_stats_daily where member_id = ${memberId}) as days,
          (select coalesce(sum(day_rows), 0) from member_stats_period
            where member_id = ${memberId} and span = 'month') as months,
          (select coalesce(sum(day_rows), 0) from member_stats_period
            where member_id = ${memberId} and span = 'week') as weeks`,
  );
  expect([Number(rows!.months), Number(rows!.weeks)]).toEqual([
    Number(rows!.days),
    Number(rows!.days),
  ]);
  return daily;
}

describe('member statistics kept by the database as money moves', () => {
  let ctx: TestContext;
  let ids: DemoIds;
  let caller: PamCaller;
  let pam: Awaited<ReturnType<typeof providerWalletFor>>['pam'];
  let token: string;

  const send = (tx: Partial<PamTransaction> & Pick<PamTransaction, 'transactionType'>) =>
    pam.addTransaction(caller, String(ids.demoId), token, pamTransaction({ cashAmount: 0, ...tx }));
  /** One round: a stake, then a closing payout or the rollback of the stake. */
  async function round(roundId: string, stake: number, end: { payout: number } | 'cancel') {
    const bet = pamTransaction({
      transactionType: 'WITHDRAW',
      cashAmount: stake,
      providerRoundId: roundId,
    });
    expect((await pam.addTransaction(caller, String(ids.demoId), token, bet)).status).toBe('OK');
    if (end === 'cancel') {
      return send({
        transactionType: 'CANCEL',
        cashAmount: stake,
        providerTransactionId: bet.providerTransactionId,
        providerRoundId: roundId,
      });
    }
    return send({
      transactionType: 'DEPOSIT',
      cashAmount: end.payout,
      providerRoundId: roundId,
      isGameOver: true,
    });
  }

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
  });
  afterAll(async () => ctx.close());
  afterEach(async () => {
    expect(await ledgerInvariants(ctx.database.db)).toEqual(healthyLedger);
  });

  it('counts a settled round: bet, valid bet and payout, in the same transaction', async () => {
    const before = await statsOf(ctx, ids.demoId);
    await send({ transactionType: 'WITHDRAW', cashAmount: 10, providerRoundId: 'st-open' });
    // an open round has no result yet: nothing counted
    expect(await statsOf(ctx, ids.demoId)).toEqual(before);
    await send({
      transactionType: 'DEPOSIT',
      cashAmount: 25,
      providerRoundId: 'st-open',
      isGameOver: true,
    });
    const after = await statsOf(ctx, ids.demoId);
    expect(after.bet_count! - before.bet_count!).toBe(1n);
    expect(after.bet_amount! - before.bet_amount!).toBe(1000n);
    expect(after.valid_bet! - before.valid_bet!).toBe(1000n);
    expect(after.payout! - before.payout!).toBe(2500n);
  });

  it('never counts a cancelled round, and counts a push without valid bet', async () => {
    const before = await statsOf(ctx, ids.demoId);
    expect((await round('st-cancel', 7, 'cancel')).status).toBe('OK');
    expect(await statsOf(ctx, ids.demoId)).toEqual(before);

    expect((await round('st-push', 5, { payout: 5 })).status).toBe('OK');
    const after = await statsOf(ctx, ids.demoId);
    expect(after.bet_count! - before.bet_count!).toBe(1n);
    expect(after.bet_amount! - before.bet_amount!).toBe(500n);
    expect(after.valid_bet! - before.valid_bet!).toBe(0n);
    expect(after.payout! - before.payout!).toBe(500n);
  });

  it('counts a deposit when the gateway completes it, once', async () => {
    const before = await statsOf(ctx, ids.demoId);
    const member = await loginToken(ctx.app, 'demo', 'Lotus#2026');
    const deposit = await createDeposit(ctx.app, member, {
      channelCode: 'SANDBOX',
      amount: '150.00',
    });
    const notification = {
      orderNo: deposit.orderNo,
      gatewayTxnId: 'SBXT-STATS',
      amount: '15000',
      currency: 'THB',
      status: 'success',
    };
    // a pending deposit moved no money: not counted
    expect(await statsOf(ctx, ids.demoId)).toEqual(before);
    expect((await postCallback(ctx.app, notification)).statusCode).toBe(200);
    expect((await postCallback(ctx.app, notification)).statusCode).toBe(200);
    const after = await statsOf(ctx, ids.demoId);
    expect(after.deposit_count! - before.deposit_count!).toBe(1n);
    expect(after.deposit_amount! - before.deposit_amount!).toBe(15000n);
  });

  it('counts a withdrawal when it is paid out, not when asked or approved', async () => {
    const before = await statsOf(ctx, ids.demoId);
    const member = await loginToken(ctx.app, 'demo', 'Lotus#2026');
    const cashier = await staffToken(ctx.app, 'cashier');
    const id = await pendingWithdrawal(ctx.app, member, ids, '100.00');
    expect(
      (await boAction(ctx.app, cashier, id, 'approve', { payoutMethod: 'manual' })).statusCode,
    ).toBe(200);
    expect(await statsOf(ctx, ids.demoId)).toEqual(before);
    expect((await boAction(ctx.app, cashier, id, 'paid')).statusCode).toBe(200);
    const after = await statsOf(ctx, ids.demoId);
    expect(after.withdrawal_count! - before.withdrawal_count!).toBe(1n);
    expect(after.withdrawal_amount! - before.withdrawal_amount!).toBe(10000n);
  });

  it('puts the day in the brand’s time zone (Asia/Bangkok, GMT+7)', async () => {
    await ctx.database.db.execute(
      sql`select member_stats_add(${ids.merchantId}, ${ids.demoId}, '2026-03-01T17:30:00Z',
            1, 100, 100, 0, 0, 0, 0, 0)`,
    );
    const rows = await rowsOf<{ day: string; hour: string }>(
      ctx.database.db,
      sql`select d.day::text as day, to_char(h.hour at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as hour
          from member_stats_daily d join member_stats_hourly h on h.member_id = d.member_id
          where d.member_id = ${ids.demoId} and d.day = '2026-03-02'
            and h.hour = '2026-03-01T17:00:00Z'`,
    );
    expect(rows).toEqual([{ day: '2026-03-02', hour: '2026-03-01 17:00' }]);
  });
});
