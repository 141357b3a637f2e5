import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, toBigInt } from '../../db/rows.ts';
import { createActivityFeed } from '../../platform/activity-feed.ts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { healthyLedger, ledgerInvariants } from '../../../test/ledger-kit.ts';
import { demoIds, type DemoIds } from '../payments/testing/withdrawal-kit.ts';
import { createWalletService } from '../wallet/index.ts';
import { localToday } from '../../platform/local-dates.ts';
import { createLoyalty } from './index.ts';
import { createLoyaltyConfigRepository } from './loyalty-config.repository.ts';
import { createVip } from './vip.service.ts';

describe('the loyalty consumer: deposits, PTSYS3, and turnover under a wagering bonus', () => {
  let ctx: TestContext;
  let ids: DemoIds;
  let wagering = false;

  const event = (kind: 'bet' | 'deposit', figure: bigint) =>
    ctx.database.db.execute(sql`
      insert into member_activity (merchant_id, member_id, kind, sign, source_id, game_type,
        stake, valid_bet, amount, unit, occurred_at)
      values (${ids.merchantId}, ${ids.demoId}, ${kind}, 1, ${Math.floor(Math.random() * 1e9)},
        ${kind === 'bet' ? 'RNG' : null}, ${kind === 'bet' ? figure : 0n},
        ${kind === 'bet' ? figure : 0n}, ${kind === 'deposit' ? figure : 0n}, 'THB', now())`);
  const points = async () =>
    toBigInt(
      (
        await rowsOf<{ balance: unknown }>(
          ctx.database.db,
          sql`select coalesce(sum(balance), 0) as balance from ledger_accounts
              where member_id = ${ids.demoId} and kind = 'points'`,
        )
      )[0]!.balance,
    );
  const openTurnover = async () =>
    toBigInt(
      (
        await rowsOf<{ total: unknown }>(
          ctx.database.db,
          sql`select coalesce(sum(valid_bet), 0) as total from rebate_turnover
              where member_id = ${ids.demoId} and cutoff_id is null`,
        )
      )[0]!.total,
    );

  beforeAll(async () => {
    ctx = await createTestApp();
    ids = await demoIds(ctx.database.db);
  });
  afterAll(async () => ctx.close());

  /** A feed with a loyalty module of its own whose wagering port the test controls. */
  function feedWithWageringPort() {
    const { db } = ctx.database;
    const wallet = createWalletService({ db, events: { publish: async () => {} } as never });
    const feed = createActivityFeed({ transact: wallet.transact });
    createLoyalty({
      db,
      wallet,
      activity: feed,
      scheduler: {
        every: () => {},
        runNow: async () => false,
        start: () => {},
        stop: async () => {},
      },
      requireMember: (() => undefined) as never,
      assertPaymentPassword: (async () => {}) as never,
      payloadCrypto: {} as never,
      staff: {} as never,
      pointsSystemOn: async () => true,
      wageringActive: async () => wagering,
    });
    return feed;
  }

  it('earns deposit points; a wagering bonus keeps the turnover out of the rebate', async () => {
    const feed = feedWithWageringPort();
    const before = await points();
    await event('deposit', 100_000n); // 1,000.00 THB at 1,000 ppm: 100 points
    await feed.drain();
    expect((await points()) - before).toBe(100n);

    const turnover = await openTurnover();
    wagering = true;
    await event('bet', 50_000n);
    await feed.drain();
    expect(await openTurnover()).toBe(turnover);
    expect((await points()) - before).toBe(150n); // points still count
    wagering = false;
    await event('bet', 50_000n);
    await feed.drain();
    expect((await openTurnover()) - turnover).toBe(50_000n);
    expect(await ledgerInvariants(ctx.database.db)).toEqual(healthyLedger);
  });

  it('pays the birthday bonus of the level once a year, on the local day', async () => {
    const { db } = ctx.database;
    const wallet = createWalletService({ db, events: { publish: async () => {} } as never });
    const vip = createVip({ db, wallet, config: createLoyaltyConfigRepository() });
    const today = localToday('Asia/Bangkok');
    await db.execute(
      sql`update members set birthday = ${`1990${today.slice(4)}`} where id = ${ids.demoId}`,
    );
    const brand = { id: ids.merchantId, timeZone: 'Asia/Bangkok', currencyDecimals: 2 };
    const main = async () =>
      toBigInt(
        (
          await rowsOf<{ balance: unknown }>(
            db,
            sql`select coalesce(sum(balance), 0) as balance from ledger_accounts
                where member_id = ${ids.demoId} and kind = 'main'`,
          )
        )[0]!.balance,
      );
    const before = await main();
    expect(await vip.payBirthdays(brand)).toBe(1);
    expect(await vip.payBirthdays(brand)).toBe(0);
    expect((await main()) - before).toBe(5_000n); // Bronze: 50.00
    expect(await ledgerInvariants(db)).toEqual(healthyLedger);
  });

  it('earns no points when the brand turns PTSYS3 off', async () => {
    await ctx.database.db.execute(sql`
      update whitelabel_modules set enabled = false
      where merchant_id = ${ids.merchantId} and mod_id = 'PTSYS3'`);
    const before = await points();
    await event('bet', 100_000n);
    await ctx.app.activityFeed.drain();
    expect(await points()).toBe(before);
  });
});
