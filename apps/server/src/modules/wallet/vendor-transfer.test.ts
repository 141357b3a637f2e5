import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@lobby/contracts';
import { merchants, selfExclusions, vendors } from '../../db/schema/index.ts';
import { rowsOf } from '../../db/rows.ts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { loginToken } from '../../../test/login-kit.ts';
import { healthyLedger, ledgerInvariants, ledgerRowCounts } from '../../../test/ledger-kit.ts';
import {
  demoMerchantId,
  demoPaymentPassword,
  memberIdOf,
  newKey,
  setPaymentPassword,
  trialToken,
  walletCaller,
} from './testing/wallet-kit.ts';

describe('main ↔ vendor wallet transfers', () => {
  let ctx: TestContext;
  let merchantId: number;
  let demoId: number;
  let demo: ReturnType<typeof walletCaller>;

  const transfer = (
    from: string,
    to: string,
    amount: string,
    extra: Record<string, unknown> = {},
  ) => ({
    from,
    to,
    amount,
    paymentPassword: demoPaymentPassword,
    ...extra,
  });
  const balances = async () =>
    (await demo.get(apiPaths.merchantWallet))
      .json()
      .value.wallets.map(
        (entry: { code: string; balance: string }) => `${entry.code}=${entry.balance}`,
      );

  /** Sends a call that must be refused, and proves it left the ledger as it was. */
  async function expectRefused(
    send: () => Promise<{ statusCode: number; json(): unknown }>,
    status: number,
    code: string,
  ) {
    const before = await ledgerRowCounts(ctx.database.db);
    const response = await send();
    const body = response.json() as { success: boolean; code: string; details?: unknown };
    expect({ status: response.statusCode, code: body.code }).toEqual({ status, code });
    expect(body.success).toBe(false);
    expect(await ledgerRowCounts(ctx.database.db)).toEqual(before);
    return body;
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    merchantId = await demoMerchantId(db);
    demoId = await memberIdOf(db, 'demo');
    await setPaymentPassword(db, 'demo');
    demo = walletCaller(ctx.app, await loginToken(ctx.app, 'demo', 'Lotus#2026'));
    // a second brand with a transfer vendor of its own: its code means nothing on the demo brand
    const [lotus] = await db.select().from(merchants).where(eq(merchants.id, merchantId));
    const { id: _id, createdAt: _created, ...copy } = lotus!;
    const [foreign] = await db
      .insert(merchants)
      .values({
        ...copy,
        code: 'foreign',
        name: 'Foreign',
        isDefault: false,
        mainDomain: 'foreign.example',
      })
      .returning();
    await db.insert(vendors).values({
      merchantId: foreign!.id,
      vassalage: 'XTR',
      gameType: 'LIVE',
      displayName: { en: 'Xtra', th: 'Xtra', tl: 'Xtra' },
      iconUrl: '/x.svg',
      isGame: 'VASSALAGE',
      walletMode: 'transfer',
    });
  });
  afterEach(async () => {
    expect(await ledgerInvariants(ctx.database.db)).toEqual(healthyLedger);
  });
  afterAll(async () => ctx.close());

  it('moves money from the main wallet to a vendor and answers both balances after', async () => {
    const key = newKey();
    const response = await demo.post(apiPaths.walletTransfer, transfer('MAIN', 'SLV', '100'), key);
    expect(response.statusCode).toBe(200);
    const value = response.json().value;
    expect(value).toEqual({
      transactionId: expect.any(Number),
      from: { code: 'MAIN', name: 'Main Wallet', balance: '900.00', isMaintenance: false },
      to: { code: 'SLV', name: 'Silverline Live', balance: '100.00', isMaintenance: false },
    });
    expect(await balances()).toEqual(['MAIN=900.00', 'SLV=100.00', 'CRW=0.00']);
    const [stored] = await rowsOf<{
      kind: string;
      idempotency_key: string;
      memo: unknown;
      member_id: unknown;
    }>(
      ctx.database.db,
      sql`select kind, idempotency_key, memo, member_id from ledger_transactions where id = ${value.transactionId}`,
    );
    expect(stored).toEqual({
      kind: 'vendor_transfer_in',
      idempotency_key: `member:${demoId}:${key}`,
      memo: { vendor: 'SLV' },
      member_id: expect.anything(),
    });
    expect(Number(stored!.member_id)).toBe(demoId);
  });

  it('moves money back from a vendor to the main wallet, names in the asked language', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${apiPaths.walletTransfer}?lang=th`,
      headers: {
        merchant: 'lotus',
        token: await loginToken(ctx.app, 'demo', 'Lotus#2026'),
        'idempotency-key': newKey(),
      },
      payload: transfer('SLV', 'MAIN', '40.25'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toMatchObject({
      from: { code: 'SLV', name: 'ซิลเวอร์ไลน์ ไลฟ์', balance: '59.75' },
      to: { code: 'MAIN', name: 'กระเป๋าเงินหลัก', balance: '940.25' },
    });
    const [stored] = await rowsOf<{ kind: string }>(
      ctx.database.db,
      sql`select kind from ledger_transactions where id = ${response.json().value.transactionId}`,
    );
    expect(stored?.kind).toBe('vendor_transfer_out');
  });

  it('acts once for ten simultaneous requests with one key, and answers all ten the same', async () => {
    const key = newKey();
    const before = await ledgerRowCounts(ctx.database.db);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        demo.post(apiPaths.walletTransfer, transfer('MAIN', 'CRW', '10'), key),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    const after = await ledgerRowCounts(ctx.database.db);
    expect(after.transactions).toBe(before.transactions + 1);
    expect(after.postings).toBe(before.postings + 2);
    const [keyed] = await rowsOf<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from ledger_transactions where idempotency_key = ${`member:${demoId}:${key}`}`,
    );
    expect(keyed?.n).toBe(1);
    // later, after other movements, the same request still answers what it answered first
    await demo.post(apiPaths.walletTransfer, transfer('MAIN', 'CRW', '5'));
    const replay = await demo.post(apiPaths.walletTransfer, transfer('MAIN', 'CRW', '10'), key);
    expect(replay.body).toBe(responses[0]!.body);
    expect(await balances()).toEqual(['MAIN=925.25', 'SLV=59.75', 'CRW=15.00']);
  });

  it('refuses the same key with other content', async () => {
    const key = newKey();
    expect(
      (await demo.post(apiPaths.walletTransfer, transfer('MAIN', 'SLV', '1'), key)).statusCode,
    ).toBe(200);
    await expectRefused(
      () => demo.post(apiPaths.walletTransfer, transfer('MAIN', 'SLV', '2'), key),
      409,
      'idempotency_conflict',
    );
    await expectRefused(
      () => demo.post(apiPaths.walletTransfer, transfer('MAIN', 'CRW', '1'), key),
      409,
      'idempotency_conflict',
    );
    await demo.post(apiPaths.walletTransfer, transfer('SLV', 'MAIN', '1'));
  });

  it('needs an idempotency key of the right shape', async () => {
    await expectRefused(
      () => demo.post(apiPaths.walletTransfer, transfer('MAIN', 'SLV', '1'), null),
      400,
      'idempotency_key_required',
    );
    for (const key of ['short', 'has space in it', 'x'.repeat(65), 'semi;colon1']) {
      await expectRefused(
        () => demo.post(apiPaths.walletTransfer, transfer('MAIN', 'SLV', '1'), key),
        400,
        'idempotency_key_required',
      );
    }
  });

  it('refuses bad amounts with their own codes', async () => {
    const cases: Array<[string, number, string]> = [
      ['0', 400, 'amount_invalid'],
      ['0.00', 400, 'amount_invalid'],
      ['-1', 400, 'amount_invalid'],
      ['1e5', 400, 'amount_invalid'],
      [' 5', 400, 'amount_invalid'],
      ['1,000', 400, 'amount_invalid'],
      ['1.001', 400, 'amount_too_precise'],
      ['100000000000000000', 400, 'amount_too_large'],
      ['1000000000001', 400, 'amount_too_large'],
      ['', 400, 'validation_failed'],
    ];
    for (const [amount, status, code] of cases) {
      await expectRefused(
        () => demo.post(apiPaths.walletTransfer, transfer('MAIN', 'SLV', amount)),
        status,
        code,
      );
    }
    const below = await expectRefused(
      () => demo.post(apiPaths.walletTransfer, transfer('MAIN', 'SLV', '0.99')),
      400,
      'amount_below_minimum',
    );
    expect(below.details).toEqual({ min: '1.00' });
  });

  it('refuses unknown, foreign, seamless and identical wallets, and vendor to vendor', async () => {
    const cases: Array<[string, string, number, string]> = [
      ['MAIN', 'NOPE', 404, 'wallet_not_found'],
      ['NOPE', 'MAIN', 404, 'wallet_not_found'],
      ['MAIN', 'XTR', 404, 'wallet_not_found'],
      ['MAIN', 'LOBBYLIVE', 404, 'wallet_not_found'],
      ['main', 'SLV', 404, 'wallet_not_found'],
      ['MAIN', 'MAIN', 400, 'same_wallet'],
      ['SLV', 'SLV', 400, 'same_wallet'],
      ['SLV', 'CRW', 400, 'transfer_needs_main'],
    ];
    for (const [from, to, status, code] of cases) {
      await expectRefused(
        () => demo.post(apiPaths.walletTransfer, transfer(from, to, '1')),
        status,
        code,
      );
    }
  });

  it('refuses a vendor under maintenance, both ways', async () => {
    const db = ctx.database.db;
    const crw = and(eq(vendors.merchantId, merchantId), eq(vendors.vassalage, 'CRW'));
    await db.update(vendors).set({ isMaintenance: true }).where(crw);
    try {
      for (const [from, to] of [
        ['MAIN', 'CRW'],
        ['CRW', 'MAIN'],
      ] as const) {
        await expectRefused(
          () => demo.post(apiPaths.walletTransfer, transfer(from, to, '1')),
          409,
          'vendor_maintenance',
        );
      }
    } finally {
      await db.update(vendors).set({ isMaintenance: false }).where(crw);
    }
  });

  it('refuses more than a wallet holds, and the wallet works normally afterwards', async () => {
    await expectRefused(
      () => demo.post(apiPaths.walletTransfer, transfer('MAIN', 'SLV', '5000')),
      400,
      'insufficient_funds',
    );
    await expectRefused(
      () => demo.post(apiPaths.walletTransfer, transfer('CRW', 'MAIN', '15.01')),
      400,
      'insufficient_funds',
    );
    // a wallet first touched by a refused transfer: created outside it, so it still works
    const agent = walletCaller(ctx.app, await loginToken(ctx.app, 'agent', 'Lotus#2026'));
    await setPaymentPassword(ctx.database.db, 'agent');
    await expectRefused(
      () => agent.post(apiPaths.walletTransfer, transfer('SLV', 'MAIN', '1')),
      400,
      'insufficient_funds',
    );
    const ok = await agent.post(apiPaths.walletTransfer, transfer('MAIN', 'SLV', '1'));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value.to.balance).toBe('1.00');
  });

  it('checks the payment password before any money moves', async () => {
    await expectRefused(
      () =>
        demo.post(
          apiPaths.walletTransfer,
          transfer('MAIN', 'SLV', '1', { paymentPassword: '000000' }),
        ),
      400,
      'wrong_payment_password',
    );
    const { paymentPassword: _omitted, ...withoutPassword } = transfer('MAIN', 'SLV', '1');
    await expectRefused(
      () => demo.post(apiPaths.walletTransfer, withoutPassword),
      400,
      'validation_failed',
    );
    const agent = walletCaller(ctx.app, await loginToken(ctx.app, 'agent', 'Lotus#2026'));
    await setPaymentPassword(ctx.database.db, 'agent', null);
    try {
      await expectRefused(
        () => agent.post(apiPaths.walletTransfer, transfer('MAIN', 'SLV', '1')),
        400,
        'payment_password_not_set',
      );
    } finally {
      await setPaymentPassword(ctx.database.db, 'agent');
    }
  });

  it('is closed to trial accounts and anonymous callers', async () => {
    const trial = walletCaller(ctx.app, await trialToken(ctx.app));
    await expectRefused(
      () => trial.post(apiPaths.walletTransfer, transfer('MAIN', 'SLV', '1')),
      403,
      'trial_not_allowed',
    );
    await expectRefused(
      () => walletCaller(ctx.app).post(apiPaths.walletTransfer, transfer('MAIN', 'SLV', '1')),
      401,
      'not_logged_in',
    );
  });

  it('still works for a self-excluded member: moving your own money is not play', async () => {
    await ctx.database.db.insert(selfExclusions).values({ merchantId, memberId: demoId });
    const response = await demo.post(apiPaths.walletTransfer, transfer('SLV', 'MAIN', '1'));
    expect(response.statusCode).toBe(200);
  });
});
