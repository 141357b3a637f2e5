import { beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { apiPaths } from '@lobby/contracts';
import type { TestContext } from '../../../test/app-kit.ts';
import { ledgerRowCounts } from '../../../test/ledger-kit.ts';
import { loginToken } from '../../../test/login-kit.ts';
import { rowsOf } from '../../db/rows.ts';
import { memberBankAccounts, selfExclusions, withdrawals } from '../../db/schema/index.ts';
import {
  ageWithdrawals,
  type DemoIds,
  demoPaymentPassword,
  giveMoney,
  memberHeaders,
  memberMoney,
  newKey,
  nextIp,
  requestWithdrawal,
  setUpWithdrawalTests,
  setWalletPolicy,
  trialToken,
  withdrawalCount,
} from './testing/withdrawal-kit.ts';

let ctx: TestContext;
let demo: string;
let ids: DemoIds;
setUpWithdrawalTests({}, (setup) => ({ ctx, demo, ids } = setup));
// every test starts with no withdrawal of today in the way of the daily count
beforeEach(() => ageWithdrawals(ctx.database.db));

const valid = () => ({
  bankAccountId: ids.bankAccountId,
  amount: '100.00',
  paymentPassword: demoPaymentPassword,
});
const get = (token: string, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: memberHeaders(token), remoteAddress: nextIp() });

/** Runs `act` and checks it changed neither the ledger nor the withdrawals. */
async function expectNothingChanged(act: () => Promise<void>) {
  const ledger = await ledgerRowCounts(ctx.database.db);
  const money = await memberMoney(ctx.database.db, ids.demoId);
  const rows = await withdrawalCount(ctx.database.db);
  await act();
  expect(await ledgerRowCounts(ctx.database.db)).toEqual(ledger);
  expect(await memberMoney(ctx.database.db, ids.demoId)).toEqual(money);
  expect(await withdrawalCount(ctx.database.db)).toBe(rows);
}

describe('GET /wps/payments/withdrawals/settings', () => {
  it('tells the page its limits, banks and the member’s state', async () => {
    const response = await get(demo, apiPaths.withdrawalSettings);
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toMatchObject({
      minAmount: '100.00',
      maxAmount: '50000.00',
      withdrawalsPerDay: 5,
      withdrawalsToday: 0,
      autoConfirmMinutes: 1440,
      hasPaymentPassword: true,
      payeeName: 'Somchai Jaidee',
    });
    expect(response.json().value.banks).toContainEqual({ code: 'KBANK', name: 'Kasikornbank' });
  });
});

describe('POST /wps/payments/withdrawals', () => {
  it('holds the amount: main down, held up, one hold transaction', async () => {
    const before = await memberMoney(ctx.database.db, ids.demoId);
    const response = await requestWithdrawal(ctx.app, demo, { ...valid(), amount: '150.50' });
    expect(response.statusCode).toBe(200);
    const value = response.json().value;
    expect(value).toMatchObject({
      amount: '150.50',
      status: 'pending',
      bankAccount: { id: ids.bankAccountId, accountNumberMasked: '******7890' },
      paidAt: null,
      confirmation: null,
      autoConfirmAt: null,
    });
    expect(value.orderNo).toMatch(/^W[0-9A-F]{24}$/);
    const after = await memberMoney(ctx.database.db, ids.demoId);
    expect(after.main).toBe(before.main - 15_050n);
    expect(after.held).toBe(before.held + 15_050n);
    const [hold] = await rowsOf<{ kind: string; member_id: unknown }>(
      ctx.database.db,
      sql`select kind, member_id from ledger_transactions
          where idempotency_key = ${`withdrawal:${value.id}:hold`}`,
    );
    expect(hold).toMatchObject({ kind: 'withdrawal_hold' });
    expect(Number(hold!.member_id)).toBe(ids.demoId);
  });

  it('answers a repeated key with the first withdrawal and refuses it for other content', async () => {
    const key = newKey();
    const first = await requestWithdrawal(ctx.app, demo, valid(), key);
    expect(first.statusCode).toBe(200);
    await expectNothingChanged(async () => {
      const again = await requestWithdrawal(ctx.app, demo, valid(), key);
      expect(again.statusCode).toBe(200);
      expect(again.json().value).toEqual(first.json().value);
      // the same amount written differently is the same request
      const sameAmount = await requestWithdrawal(ctx.app, demo, { ...valid(), amount: '100' }, key);
      expect(sameAmount.json().value.id).toBe(first.json().value.id);
      const other = await requestWithdrawal(ctx.app, demo, { ...valid(), amount: '120.00' }, key);
      expect(other.statusCode).toBe(409);
      expect(other.json().code).toBe('idempotency_conflict');
    });
  });

  it('answers ten simultaneous requests with one key with one withdrawal', async () => {
    const key = newKey();
    const ledger = await ledgerRowCounts(ctx.database.db);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => requestWithdrawal(ctx.app, demo, valid(), key)),
    );
    const values = responses.map((response) => response.json().value);
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(new Set(values.map((value) => value.id)).size).toBe(1);
    expect((await ledgerRowCounts(ctx.database.db)).transactions).toBe(ledger.transactions + 1);
  });

  it('needs a well-formed Idempotency-Key', async () => {
    await expectNothingChanged(async () => {
      for (const key of [null, 'short', 'has spaces in it', 'x'.repeat(65)]) {
        const response = await requestWithdrawal(ctx.app, demo, valid(), key);
        expect(response.statusCode).toBe(400);
        expect(response.json().code).toBe('idempotency_key_required');
      }
    });
  });

  it('refuses bad amounts with their codes and touches nothing', async () => {
    const cases: Array<[string, string]> = [
      ['0', 'amount_invalid'],
      ['-100', 'amount_invalid'],
      ['1e5', 'amount_invalid'],
      ['abc', 'amount_invalid'],
      ['100.001', 'amount_too_precise'],
      ['99999999999999999', 'amount_too_large'],
      ['99.99', 'amount_below_minimum'],
      ['50000.01', 'amount_above_maximum'],
    ];
    await expectNothingChanged(async () => {
      for (const [amount, code] of cases) {
        const response = await requestWithdrawal(ctx.app, demo, { ...valid(), amount });
        expect(response.statusCode, amount).toBe(400);
        expect(response.json().code, amount).toBe(code);
      }
      const below = await requestWithdrawal(ctx.app, demo, { ...valid(), amount: '10' });
      expect(below.json().details).toEqual({ min: '100.00' });
    });
  });

  it('refuses more than the balance and leaves nothing behind', async () => {
    const { main } = await memberMoney(ctx.database.db, ids.demoId);
    await expectNothingChanged(async () => {
      const response = await requestWithdrawal(ctx.app, demo, {
        ...valid(),
        amount: `${main / 100n + 1n}.00`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('insufficient_funds');
    });
  });

  it('refuses a wrong payment password before any money moves', async () => {
    await expectNothingChanged(async () => {
      const response = await requestWithdrawal(ctx.app, demo, {
        ...valid(),
        paymentPassword: '999999',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('wrong_payment_password');
    });
  });

  it('refuses another member’s or a removed bank account', async () => {
    const [foreign] = await ctx.database.db
      .insert(memberBankAccounts)
      .values({
        merchantId: ids.merchantId,
        memberId: ids.agentId,
        bankCode: 'KBANK',
        accountNumber: '1212121212',
        holderName: 'Agent',
      })
      .returning();
    const [removed] = await ctx.database.db
      .insert(memberBankAccounts)
      .values({
        merchantId: ids.merchantId,
        memberId: ids.demoId,
        bankCode: 'SCB',
        accountNumber: '3434343434',
        holderName: 'Somchai Jaidee',
        removedAt: new Date(),
      })
      .returning();
    await expectNothingChanged(async () => {
      for (const bankAccountId of [foreign!.id, removed!.id, 987_654]) {
        const response = await requestWithdrawal(ctx.app, demo, { ...valid(), bankAccountId });
        expect(response.statusCode).toBe(404);
        expect(response.json().code).toBe('bank_account_not_found');
      }
    });
  });

  it('allows the brand’s number per local day', async () => {
    await setWalletPolicy(ctx.database.db, { withdrawalsPerDay: 2 });
    try {
      for (let n = 0; n < 2; n++) {
        expect((await requestWithdrawal(ctx.app, demo, valid())).statusCode).toBe(200);
      }
      await expectNothingChanged(async () => {
        const third = await requestWithdrawal(ctx.app, demo, valid());
        expect(third.statusCode).toBe(400);
        expect(third.json()).toMatchObject({
          code: 'withdrawal_daily_limit',
          details: { perDay: 2 },
        });
      });
      const settings = await get(demo, apiPaths.withdrawalSettings);
      expect(settings.json().value).toMatchObject({ withdrawalsPerDay: 2, withdrawalsToday: 2 });
      // yesterday in Bangkok (GMT+7) does not count: 25 hours ago is always before local midnight
      await ctx.database.db.execute(
        sql`update withdrawals set created_at = now() - interval '25 hours'
            where id = (select max(id) from withdrawals)`,
      );
      expect((await requestWithdrawal(ctx.app, demo, valid())).statusCode).toBe(200);
    } finally {
      await setWalletPolicy(ctx.database.db, {});
    }
  });

  it('never holds more than the balance or the daily number under concurrent requests', async () => {
    // exactly 900.00 in the main wallet: three of four 300.00 requests fit
    const { main } = await memberMoney(ctx.database.db, ids.demoId);
    await giveMoney(ctx.database.db, ids.merchantId, ids.demoId, 90_000n - main);
    const spent = await Promise.all(
      Array.from({ length: 4 }, () =>
        requestWithdrawal(ctx.app, demo, { ...valid(), amount: '300.00' }),
      ),
    );
    const codes = spent.map((response) => response.json().code ?? 'ok').sort();
    expect(codes).toEqual(['insufficient_funds', 'ok', 'ok', 'ok']);
    expect(await memberMoney(ctx.database.db, ids.demoId)).toMatchObject({ main: 0n });

    await giveMoney(ctx.database.db, ids.merchantId, ids.demoId, 100_000n);
    await ctx.database.db.execute(
      sql`update withdrawals set created_at = created_at - interval '2 days'`,
    );
    await setWalletPolicy(ctx.database.db, { withdrawalsPerDay: 2 });
    try {
      const counted = await Promise.all(
        Array.from({ length: 5 }, () => requestWithdrawal(ctx.app, demo, valid())),
      );
      expect(counted.map((response) => response.json().code ?? 'ok').sort()).toEqual([
        'ok',
        'ok',
        'withdrawal_daily_limit',
        'withdrawal_daily_limit',
        'withdrawal_daily_limit',
      ]);
    } finally {
      await setWalletPolicy(ctx.database.db, {});
    }
  });

  it('is not blocked by self-exclusion: a member may always take money out', async () => {
    await ctx.database.db
      .insert(selfExclusions)
      .values({ merchantId: ids.merchantId, memberId: ids.demoId, endsAt: null });
    try {
      expect((await requestWithdrawal(ctx.app, demo, valid())).statusCode).toBe(200);
    } finally {
      await ctx.database.db.delete(selfExclusions).where(eq(selfExclusions.memberId, ids.demoId));
    }
  });

  it('is closed to trial accounts and anonymous callers', async () => {
    const trial = await trialToken(ctx.app);
    await expectNothingChanged(async () => {
      const refused = await requestWithdrawal(ctx.app, trial, valid());
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('trial_not_allowed');
      expect((await get(trial, apiPaths.withdrawals)).statusCode).toBe(403);
      expect((await get(trial, apiPaths.withdrawalSettings)).statusCode).toBe(403);
      expect((await requestWithdrawal(ctx.app, '', valid())).statusCode).toBe(401);
    });
  });
});

describe('GET /wps/payments/withdrawals', () => {
  it('pages the member’s own withdrawals, newest first', async () => {
    await giveMoney(ctx.database.db, ids.merchantId, ids.demoId, 50_000n);
    const made = [];
    for (const amount of ['101.00', '102.00', '103.00']) {
      made.push((await requestWithdrawal(ctx.app, demo, { ...valid(), amount })).json().value);
    }
    const page = await get(demo, `${apiPaths.withdrawals}?pageNo=1&pageSize=2`);
    expect(page.statusCode).toBe(200);
    const value = page.json().value;
    expect(value.content.map((row: { amount: string }) => row.amount)).toEqual([
      '103.00',
      '102.00',
    ]);
    const total = (await ctx.database.db.select().from(withdrawals)).length;
    expect(value).toMatchObject({ pageNo: 1, pageSize: 2, totalElements: total });
    expect(value.totalPages).toBe(Math.ceil(total / 2));

    const one = await get(demo, `${apiPaths.withdrawals}/${made[0].id}`);
    expect(one.json().value).toEqual(made[0]);
  });

  it('never shows one member’s withdrawal to another', async () => {
    const agent = await loginToken(ctx.app, 'agent', 'Lotus#2026');
    const [mine] = await ctx.database.db.select().from(withdrawals).limit(1);
    const other = await get(agent, `${apiPaths.withdrawals}/${mine!.id}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('withdrawal_not_found');
    const agentList = await get(agent, apiPaths.withdrawals);
    expect(agentList.json().value).toMatchObject({ content: [], totalElements: 0 });
    expect((await get(demo, `${apiPaths.withdrawals}/abc`)).statusCode).toBe(400);
  });
});
