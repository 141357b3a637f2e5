import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@lobby/contracts';
import {
  deposits,
  memberBankAccounts,
  paymentChannels,
  withdrawals,
} from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { loginToken } from '../../../test/login-kit.ts';
import { healthyLedger, ledgerInvariants } from '../../../test/ledger-kit.ts';
import {
  demoMerchantId,
  demoPaymentPassword,
  memberIdOf,
  setPaymentPassword,
  trialToken,
  walletCaller,
} from './testing/wallet-kit.ts';

type Item = {
  id: string;
  type: string;
  detail: string;
  amount: string;
  status: string;
  note: string;
  createdAt: string;
};

describe('transaction history and account record', () => {
  let ctx: TestContext;
  let demo: ReturnType<typeof walletCaller>;
  let agent: ReturnType<typeof walletCaller>;
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    const merchantId = await demoMerchantId(db);
    const demoId = await memberIdOf(db, 'demo');
    const agentId = await memberIdOf(db, 'agent');
    const [channel] = await db
      .insert(paymentChannels)
      .values({
        merchantId,
        code: 'RECTEST',
        kind: 'gateway',
        gateway: 'sandbox',
        displayName: { en: 'Test Gateway', th: 'เกตเวย์ทดสอบ', tl: 'Pansubok na Gateway' },
        minAmount: 100n,
        maxAmount: 10_000_000n,
      })
      .returning();
    const deposit = (
      memberId: number,
      orderNo: string,
      amount: bigint,
      status: 'pending' | 'completed' | 'failed',
      createdAt: Date,
    ) => ({
      merchantId,
      memberId,
      channelId: channel!.id,
      amount,
      status,
      requestKey: orderNo,
      requestHash: orderNo,
      orderNo,
      expiresAt: new Date(createdAt.getTime() + 1_800_000),
      createdAt,
    });
    await db.insert(deposits).values([
      // 23:59:59 and 00:00:00 on either side of local midnight, 9/10 March in Bangkok
      deposit(demoId, 'D-LATE-9', 50_000n, 'completed', new Date('2025-03-09T16:59:59Z')),
      deposit(demoId, 'D-EARLY-10', 30_000n, 'pending', new Date('2025-03-09T17:00:00Z')),
      deposit(demoId, 'D-EARLY-3', 7_000n, 'failed', new Date('2025-03-02T17:00:00Z')),
      deposit(demoId, 'D-RECENT', 10_000n, 'completed', hoursAgo(30)),
      deposit(demoId, 'D-OLD', 5_000n, 'completed', hoursAgo(24 * 8)),
      deposit(agentId, 'D-AGENT', 99_900n, 'completed', hoursAgo(1)),
    ]);
    const banks = await db
      .insert(memberBankAccounts)
      .values([
        {
          merchantId,
          memberId: demoId,
          bankCode: 'KBANK',
          accountNumber: '9990001234',
          holderName: 'Somchai Jaidee',
        },
        {
          merchantId,
          memberId: agentId,
          bankCode: 'SCB',
          accountNumber: '5550005678',
          holderName: 'Agent Mali',
        },
      ])
      .returning();
    const withdrawal = (
      memberId: number,
      bankAccountId: number,
      orderNo: string,
      amount: bigint,
      status: 'pending' | 'paid',
      createdAt: Date,
      confirmation: { confirmation?: 'not_received'; autoConfirmed?: boolean } = {},
    ) => ({
      ...confirmation,
      merchantId,
      memberId,
      bankAccountId,
      amount,
      status,
      requestKey: orderNo,
      requestHash: orderNo,
      orderNo,
      createdAt,
    });
    await db.insert(withdrawals).values([
      withdrawal(
        demoId,
        banks[0]!.id,
        'W-10',
        20_000n,
        'pending',
        new Date('2025-03-10T05:00:00Z'),
      ),
      withdrawal(demoId, banks[0]!.id, 'W-RECENT', 4_000n, 'paid', hoursAgo(2)),
      withdrawal(demoId, banks[0]!.id, 'W-AUTO', 1_000n, 'paid', new Date('2025-02-01T03:00:00Z'), {
        autoConfirmed: true,
      }),
      withdrawal(demoId, banks[0]!.id, 'W-NOT', 2_000n, 'paid', new Date('2025-02-02T03:00:00Z'), {
        confirmation: 'not_received',
      }),
      withdrawal(agentId, banks[1]!.id, 'W-AGENT', 8_800n, 'pending', hoursAgo(2)),
    ]);

    await setPaymentPassword(db, 'demo');
    await setPaymentPassword(db, 'agent');
    demo = walletCaller(ctx.app, await loginToken(ctx.app, 'demo', 'Lotus#2026'));
    agent = walletCaller(ctx.app, await loginToken(ctx.app, 'agent', 'Lotus#2026'));
    const password = { paymentPassword: demoPaymentPassword };
    const ok = async (response: Promise<{ statusCode: number; body: string }>) =>
      expect((await response).statusCode, (await response).body).toBe(200);
    await ok(
      demo.post(apiPaths.walletTransfer, { from: 'MAIN', to: 'SLV', amount: '10', ...password }),
    );
    await ok(agent.post(apiPaths.agentTransfer, { downline: 'demo', amount: '5', ...password }));
    await ok(demo.post(apiPaths.uplineTransfer, { amount: '2', ...password }));
    await ok(
      agent.post(apiPaths.walletTransfer, { from: 'MAIN', to: 'CRW', amount: '3', ...password }),
    );
  });
  afterEach(async () => {
    expect(await ledgerInvariants(ctx.database.db)).toEqual(healthyLedger);
  });
  afterAll(async () => ctx.close());

  const history = async (
    caller: ReturnType<typeof walletCaller>,
    query: Record<string, string | number> = {},
  ) => {
    const response = await caller.get(apiPaths.transactionHistory, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value as {
      content: Item[];
      pageNo: number;
      pageSize: number;
      totalPages: number;
      totalElements: number;
    };
  };

  it('lists the last seven days by default, newest first, of every kind', async () => {
    const value = await history(demo);
    expect(
      value.content.map((item) => [item.type, item.detail, item.amount, item.status, item.note]),
    ).toEqual([
      ['transfer', 'upline_transfer', '-2.00', 'completed', 'agent'],
      ['transfer', 'agent_transfer', '5.00', 'completed', 'agent'],
      ['transfer', 'vendor_transfer_in', '-10.00', 'completed', 'Silverline Live'],
      ['adjustment', 'adjustment', '1000.00', 'completed', 'demo opening balance'],
      ['withdrawal', 'bank_transfer', '-40.00', 'paid', 'KBANK ****1234'],
      ['deposit', 'gateway', '100.00', 'completed', 'Test Gateway'],
    ]);
    expect(value).toMatchObject({ pageNo: 1, pageSize: 20, totalPages: 1, totalElements: 6 });
    const times = value.content.map((item) => item.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('filters by type', async () => {
    const only = async (type: string) =>
      (await history(demo, { type })).content.map((item) => item.id.split(':')[0]);
    expect(await only('deposit')).toEqual(['deposit']);
    expect(await only('withdrawal')).toEqual(['withdrawal']);
    expect(await only('transfer')).toEqual(['ledger', 'ledger', 'ledger']);
    expect(await only('adjustment')).toEqual(['ledger']);
    const bad = await demo.get(apiPaths.transactionHistory, { type: 'bet' });
    expect(bad.statusCode).toBe(400);
  });

  it('cuts date ranges at local midnight in the brand time zone (GMT+7), both ends included', async () => {
    const orders = async (from: string, to: string) =>
      (await history(demo, { from, to, type: 'deposit' })).content.map((item) => item.amount);
    expect(await orders('2025-03-09', '2025-03-09')).toEqual(['500.00']);
    expect(await orders('2025-03-10', '2025-03-10')).toEqual(['300.00']);
    expect(await orders('2025-03-03', '2025-03-10')).toEqual(['300.00', '500.00', '70.00']);
    expect(await orders('2025-03-04', '2025-03-08')).toEqual([]);
    const mixed = await history(demo, { from: '2025-03-10', to: '2025-03-10' });
    expect(mixed.content.map((item) => [item.id.split(':')[0], item.amount, item.status])).toEqual([
      ['withdrawal', '-200.00', 'pending'],
      ['deposit', '300.00', 'pending'],
    ]);
    const badQueries: Array<Record<string, string>> = [
      { from: '2025-02-30' },
      { from: '2025-03-10', to: '2025-03-09' },
      { from: '10-03-2025' },
    ];
    for (const query of badQueries) {
      const response = await demo.get(apiPaths.transactionHistory, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
  });

  it('pages', async () => {
    const all = await history(demo, { from: '2025-01-01' });
    expect(all.totalElements).toBe(13);
    const pages = [];
    for (let pageNo = 1; pageNo <= 3; pageNo++) {
      const page = await history(demo, { from: '2025-01-01', pageNo, pageSize: 5 });
      expect(page).toMatchObject({ pageNo, pageSize: 5, totalPages: 3, totalElements: 13 });
      pages.push(...page.content);
    }
    expect(pages).toEqual(all.content);
    expect((await history(demo, { from: '2025-01-01', pageNo: 4, pageSize: 5 })).content).toEqual(
      [],
    );
    expect((await demo.get(apiPaths.transactionHistory, { pageSize: 101 })).statusCode).toBe(400);
  });

  it('shows what the member confirmed after a payout', async () => {
    const value = await history(demo, { from: '2025-02-01', to: '2025-02-02', type: 'withdrawal' });
    expect(value.content.map((item) => [item.amount, item.status])).toEqual([
      ['-20.00', 'not_received'],
      ['-10.00', 'auto_confirmed'],
    ]);
  });

  it('names channels and vendors in the asked language', async () => {
    const value = await history(demo, { lang: 'th' });
    expect(value.content.map((item) => item.note)).toContain('ซิลเวอร์ไลน์ ไลฟ์');
    expect(value.content.map((item) => item.note)).toContain('เกตเวย์ทดสอบ');
  });

  it("never shows another member's rows", async () => {
    const demoIds = new Set(
      (await history(demo, { from: '2025-01-01', pageSize: 100 })).content.map((item) => item.id),
    );
    const agentValue = await history(agent, { from: '2025-01-01', pageSize: 100 });
    expect(agentValue.content.map((item) => [item.detail, item.amount, item.note])).toEqual([
      ['vendor_transfer_in', '-3.00', 'Crown Table Live'],
      ['upline_transfer', '2.00', 'demo'],
      ['agent_transfer', '-5.00', 'demo'],
      ['adjustment', '10000.00', 'demo opening balance'],
      ['gateway', '999.00', 'Test Gateway'],
      ['bank_transfer', '-88.00', 'SCB ****5678'],
    ]);
    const shared = agentValue.content
      .filter((item) => demoIds.has(item.id))
      .map((item) => item.detail);
    // only the transfers between the two are on both pages, each from its own side
    expect(shared).toEqual(['upline_transfer', 'agent_transfer']);
  });

  it('lists every movement of the main wallet with the balance after it', async () => {
    const response = await demo.get(apiPaths.accountRecord);
    expect(response.statusCode).toBe(200);
    const value = response.json().value;
    expect(
      value.content.map((item: Item & { kind: string; balanceAfter: string }) => [
        item.kind,
        item.amount,
        item.balanceAfter,
        item.note,
      ]),
    ).toEqual([
      ['agent_transfer', '-2.00', '993.00', 'agent'],
      ['agent_transfer', '5.00', '995.00', 'agent'],
      ['vendor_transfer_in', '-10.00', '990.00', 'Silverline Live'],
      ['adjustment', '1000.00', '1000.00', 'demo opening balance'],
    ]);
    expect(value).toMatchObject({ pageNo: 1, totalPages: 1, totalElements: 4 });
    const filtered = await demo.get(apiPaths.accountRecord, {
      kind: 'agent_transfer',
      pageSize: 1,
      pageNo: 2,
    });
    expect(filtered.json().value).toMatchObject({
      content: [{ kind: 'agent_transfer', amount: '5.00' }],
      totalPages: 2,
      totalElements: 2,
    });
    const old = await demo.get(apiPaths.accountRecord, { from: '2025-01-01', to: '2025-01-31' });
    expect(old.json().value.totalElements).toBe(0);
    expect((await demo.get(apiPaths.accountRecord, { kind: 'nonsense' })).statusCode).toBe(400);
  });

  it('shows nothing of the agent wallet on the member account record', async () => {
    const [row] = (
      (await ctx.database.db.execute(
        sql`select count(*)::int as n from ledger_postings p join ledger_accounts a on a.id = p.account_id
            where a.member_id = ${await memberIdOf(ctx.database.db, 'demo')} and a.kind = 'main'`,
      )) as unknown as { rows: Array<{ n: number }> }
    ).rows;
    expect(
      (await demo.get(apiPaths.accountRecord, { from: '2025-01-01' })).json().value.totalElements,
    ).toBe(row?.n);
  });

  it('is closed to trial accounts and anonymous callers', async () => {
    const trial = walletCaller(ctx.app, await trialToken(ctx.app));
    for (const path of [apiPaths.transactionHistory, apiPaths.accountRecord]) {
      const refused = await trial.get(path);
      expect(refused.statusCode, path).toBe(403);
      expect(refused.json().code).toBe('trial_not_allowed');
      expect((await walletCaller(ctx.app).get(path)).statusCode).toBe(401);
    }
  });
});
