import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@lobby/contracts';
import { members, merchants, vendors } from '../../db/schema/index.ts';
import { createLocalEventBus } from '../../platform/event-bus.ts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { loginToken } from '../../../test/login-kit.ts';
import { healthyLedger, ledgerInvariants, ledgerRowCounts } from '../../../test/ledger-kit.ts';
import { ensureTrialFunding, trialFundingKey } from './trial-funding.service.ts';
import { createWalletService } from './wallet.service.ts';
import {
  demoMerchantId,
  demoPaymentPassword,
  memberIdOf,
  setPaymentPassword,
  trialToken,
  walletCaller,
} from './testing/wallet-kit.ts';

describe('balance, merchant wallet and consolidated view', () => {
  let ctx: TestContext;
  let demoToken: string;
  let merchantId: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    merchantId = await demoMerchantId(ctx.database.db);
    await setPaymentPassword(ctx.database.db, 'demo');
    demoToken = await loginToken(ctx.app, 'demo', 'Lotus#2026');
  });
  afterEach(async () => {
    expect(await ledgerInvariants(ctx.database.db)).toEqual(healthyLedger);
  });
  afterAll(async () => ctx.close());

  it('answers the demo balance from its opening adjustment, in the brand currency', async () => {
    const response = await walletCaller(ctx.app, demoToken).get(apiPaths.walletBalance);
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toEqual({
      balance: '1000.00',
      currencySymbol: '฿',
      currencyCode: 'THB',
      // the demo member's seeded points (seed/demo-loyalty.ts)
      pointBalance: '1200',
      isPlayMoney: false,
    });
    const agent = await loginToken(ctx.app, 'agent', 'Lotus#2026');
    expect(
      (await walletCaller(ctx.app, agent).get(apiPaths.walletBalance)).json().value.balance,
    ).toBe('10000.00');
  });

  it('shows points as whole numbers', async () => {
    const wallet = createWalletService({ db: ctx.database.db, events: createLocalEventBus() });
    const demoId = await memberIdOf(ctx.database.db, 'demo');
    await wallet.post({
      merchantId,
      idempotencyKey: 'views-test-points',
      kind: 'points',
      memberId: demoId,
      legs: [
        { account: { house: 'points_issued' }, amount: -1234n },
        { account: { memberId: demoId, kind: 'points' }, amount: 1234n },
      ],
    });
    const value = (await walletCaller(ctx.app, demoToken).get(apiPaths.walletBalance)).json().value;
    expect(value.pointBalance).toBe('2434'); // 1,200 seeded and these 1,234
    expect(value.balance).toBe('1000.00');
  });

  it('is closed to anonymous callers', async () => {
    for (const path of [apiPaths.walletBalance, apiPaths.merchantWallet, apiPaths.consolidated]) {
      const response = await walletCaller(ctx.app).get(path);
      expect(response.statusCode, path).toBe(401);
      expect(response.json().code).toBe('not_logged_in');
    }
  });

  it('funds a trial account with play money once, on its first balance read', async () => {
    const token = await trialToken(ctx.app);
    const before = await ledgerRowCounts(ctx.database.db);
    const caller = walletCaller(ctx.app, token);
    const [first, second] = [
      await caller.get(apiPaths.walletBalance),
      await caller.get(apiPaths.walletBalance),
    ];
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toMatchObject({ balance: '2000.00', isPlayMoney: true });
    expect(second.json().value).toEqual(first.json().value);
    const after = await ledgerRowCounts(ctx.database.db);
    expect(after.transactions).toBe(before.transactions + 1);
    const [row] = await ctx.database.db
      .execute(
        sql`select a.unit from ledger_accounts a join members m on m.id = a.member_id
          where m.type = 4 and a.kind = 'main'`,
      )
      .then((result) => (result as unknown as { rows: Array<{ unit: string }> }).rows);
    expect(row?.unit).toBe('PLAY');
  });

  it('ensureTrialFunding funds each trial once, even when asked at the same time, and never a real account', async () => {
    const db = ctx.database.db;
    const wallet = createWalletService({ db, events: createLocalEventBus() });
    const [merchant] = await db.select().from(merchants).where(eq(merchants.id, merchantId));
    const [trial] = await db
      .insert(members)
      .values({
        merchantId,
        username: 'trial_views_test',
        type: 4,
        nickname: 'Guest',
        passwordHash: null,
      })
      .returning();
    const before = await ledgerRowCounts(db);
    await Promise.all(
      Array.from({ length: 5 }, () => ensureTrialFunding({ db, wallet }, merchant!, trial!)),
    );
    await ensureTrialFunding({ db, wallet }, merchant!, {
      id: await memberIdOf(db, 'demo'),
      type: 0,
    });
    const after = await ledgerRowCounts(db);
    expect(after.transactions).toBe(before.transactions + 1);
    expect(after.memberBalanceSum).toBe(before.memberBalanceSum + 200_000n);
    const keys = await db.execute(
      sql`select count(*)::int as n from ledger_transactions where idempotency_key = ${trialFundingKey(trial!.id)}`,
    );
    expect((keys as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(1);
  });

  it('refuses trial accounts the wallets and the consolidated view', async () => {
    const token = await trialToken(ctx.app);
    for (const path of [apiPaths.merchantWallet, apiPaths.consolidated]) {
      const response = await walletCaller(ctx.app, token).get(path);
      expect(response.statusCode, path).toBe(403);
      expect(response.json().code).toBe('trial_not_allowed');
    }
  });

  it('lists the main wallet and each transfer-mode vendor once, named in the asked language', async () => {
    const english = await walletCaller(ctx.app, demoToken).get(apiPaths.merchantWallet);
    expect(english.statusCode).toBe(200);
    expect(english.json().value).toEqual({
      isSingle: false,
      currencySymbol: '฿',
      wallets: [
        { code: 'MAIN', name: 'Main Wallet', balance: '1000.00', isMaintenance: false },
        { code: 'SLV', name: 'Silverline Live', balance: '0.00', isMaintenance: false },
        { code: 'CRW', name: 'Crown Table Live', balance: '0.00', isMaintenance: false },
      ],
    });
    const thai = await walletCaller(ctx.app, demoToken).get(apiPaths.merchantWallet, {
      lang: 'th',
    });
    expect(thai.json().value.wallets.map((entry: { name: string }) => entry.name)).toEqual([
      'กระเป๋าเงินหลัก',
      'ซิลเวอร์ไลน์ ไลฟ์',
      'คราวน์ เทเบิล ไลฟ์',
    ]);
    const bad = await walletCaller(ctx.app, demoToken).get(apiPaths.merchantWallet, { lang: 'xx' });
    expect(bad.statusCode).toBe(400);
  });

  it('sums every wallet in the consolidated view, with the contract types at 0', async () => {
    const caller = walletCaller(ctx.app, demoToken);
    const moved = await caller.post(apiPaths.walletTransfer, {
      from: 'MAIN',
      to: 'SLV',
      amount: '250.50',
      paymentPassword: demoPaymentPassword,
    });
    expect(moved.statusCode).toBe(200);
    // money asked for in a withdrawal is still the member's: it counts in the total
    const demoId = await memberIdOf(ctx.database.db, 'demo');
    const wallet = createWalletService({ db: ctx.database.db, events: createLocalEventBus() });
    await wallet.post({
      merchantId,
      idempotencyKey: 'views-test-hold',
      kind: 'withdrawal_hold',
      memberId: demoId,
      legs: [
        { account: { memberId: demoId, kind: 'main' }, amount: -10_000n },
        { account: { memberId: demoId, kind: 'withdrawal_hold' }, amount: 10_000n },
      ],
    });
    const response = await caller.get(apiPaths.consolidated);
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toEqual({
      totalBalance: '1000.00',
      mainBalance: '649.50',
      heldBalance: '100.00',
      currencySymbol: '฿',
      wallets: [
        { code: 'MAIN', name: 'Main Wallet', balance: '649.50', isMaintenance: false },
        { code: 'SLV', name: 'Silverline Live', balance: '250.50', isMaintenance: false },
        { code: 'CRW', name: 'Crown Table Live', balance: '0.00', isMaintenance: false },
      ],
      dailysalreqtype: 0,
      divtypereq: 0,
      contracthoursalreqtype: 0,
      realtimesalreqtype: 0,
    });
  });

  it('flags a vendor under maintenance, and keeps showing money in a vendor no longer in transfer mode', async () => {
    const db = ctx.database.db;
    const caller = walletCaller(ctx.app, demoToken);
    await db
      .update(vendors)
      .set({ isMaintenance: true })
      .where(and(eq(vendors.merchantId, merchantId), eq(vendors.vassalage, 'CRW')));
    await db
      .update(vendors)
      .set({ walletMode: 'seamless' })
      .where(and(eq(vendors.merchantId, merchantId), eq(vendors.vassalage, 'SLV')));
    try {
      const value = (await caller.get(apiPaths.merchantWallet)).json().value;
      expect(value.isSingle).toBe(false);
      expect(value.wallets.slice(1)).toEqual([
        { code: 'SLV', name: 'Silverline Live', balance: '250.50', isMaintenance: true },
        { code: 'CRW', name: 'Crown Table Live', balance: '0.00', isMaintenance: true },
      ]);
      await db
        .update(vendors)
        .set({ walletMode: 'seamless' })
        .where(eq(vendors.merchantId, merchantId));
      const single = (await caller.get(apiPaths.merchantWallet)).json().value;
      expect(single.isSingle).toBe(true);
      expect(single.wallets.map((entry: { code: string }) => entry.code)).toEqual(['MAIN', 'SLV']);
      expect((await caller.get(apiPaths.consolidated)).json().value.totalBalance).toBe('1000.00');
    } finally {
      await db
        .update(vendors)
        .set({ isMaintenance: false })
        .where(eq(vendors.merchantId, merchantId));
      for (const code of ['SLV', 'CRW']) {
        await db
          .update(vendors)
          .set({ walletMode: 'transfer' })
          .where(and(eq(vendors.merchantId, merchantId), eq(vendors.vassalage, code)));
      }
    }
  });
});
