import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatMinorUnits, loyaltyPaths } from '@lobby/contracts';
import { rowsOf, toBigInt } from '../../db/rows.ts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { encryptBody } from '../../../test/encrypted-body-kit.ts';
import { healthyLedger, ledgerInvariants, ledgerRowCounts } from '../../../test/ledger-kit.ts';
import { loginToken } from '../../../test/login-kit.ts';
import { staffHeaders, staffToken } from '../../../test/staff-kit.ts';
import {
  demoIds,
  demoPaymentPassword,
  giveMoney,
  memberHeaders,
  newKey,
  nextIp,
  requestWithdrawal,
  type DemoIds,
} from '../payments/testing/withdrawal-kit.ts';
import { createWalletService } from '../wallet/index.ts';
import { lastEndedMonth, lastEndedRebatePeriod } from './index.ts';
import { createLoyaltyConfigRepository } from './loyalty-config.repository.ts';
import { createPointsLedger } from './points-ledger.ts';
import { createPointsService } from './points.service.ts';

describe('loyalty: points, the mall, rebates and VIP through the API', () => {
  let ctx: TestContext;
  let ids: DemoIds;
  let demo: string;
  let finance: string;

  const balances = async () => {
    const rows = await rowsOf<{ kind: string; balance: unknown }>(
      ctx.database.db,
      sql`select kind, balance from ledger_accounts where member_id = ${ids.demoId}`,
    );
    const of = (kind: string) => toBigInt(rows.find((row) => row.kind === kind)?.balance ?? 0);
    return { main: of('main'), points: of('points') };
  };
  const sealedPost = async (url: string, body: unknown, key = newKey()) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: memberHeaders(demo, key),
      payload: await encryptBody(ctx.app, body, 'lotus'),
      remoteAddress: nextIp(),
    });
  const get = (url: string) =>
    ctx.app.inject({ method: 'GET', url, headers: memberHeaders(demo), remoteAddress: nextIp() });
  const bo = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
    ctx.app.inject({
      method,
      url,
      headers: staffHeaders(finance),
      remoteAddress: nextIp(),
      ...(payload === undefined ? {} : { payload }),
    });
  const goodsId = async (image: string) => {
    const list = (await get(loyaltyPaths.mallGoods)).json().value.goods as Array<{
      id: number;
      image: string;
    }>;
    return list.find((good) => good.image === image)!.id;
  };
  /** Puts settled rounds on the activity feed as the triggers do. */
  const settleRound = async (validBet: bigint, gameType = 'RNG', at = new Date()) => {
    await ctx.database.db.execute(sql`
      insert into member_activity (merchant_id, member_id, kind, sign, source_id, game_type,
        stake, valid_bet, unit, occurred_at)
      values (${ids.merchantId}, ${ids.demoId}, 'bet', 1, ${Math.floor(Math.random() * 1e9)},
        ${gameType}, ${validBet}, ${validBet}, 'THB', ${at})`);
    await ctx.app.activityFeed.drain();
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    ids = await demoIds(ctx.database.db);
    demo = await loginToken(ctx.app, 'demo', 'Lotus#2026');
    finance = await staffToken(ctx.app, 'finance');
  });
  afterAll(async () => ctx.close());
  afterEach(async () => {
    expect(await ledgerInvariants(ctx.database.db)).toEqual(healthyLedger);
  });

  it('shows the seeded demo: Bronze, 1,200 points, goods, a claimable rebate', async () => {
    const vip = (await get(`${loyaltyPaths.vip}?lang=th`)).json().value;
    expect(vip.level).toBe(1);
    expect(vip.levelName).toBe('บรอนซ์');
    expect(vip.tiers).toHaveLength(6);
    expect(vip.next.reachPoints).toBe('5000');
    const points = (await get(loyaltyPaths.points)).json().value;
    expect(points).toMatchObject({ enabled: true, balance: '1200', pointsPerCashUnit: 10 });
    const rebates = (await get(loyaltyPaths.rebates)).json().value;
    expect(rebates.claimableTotal).toBe('21.60');
  });

  it("asks the VIP level's daily withdrawal amount: above it refused, nothing held", async () => {
    await giveMoney(ctx.database.db, ids.merchantId, ids.demoId, 100_000n);
    await ctx.database.db.execute(sql`
      update vip_tiers set withdrawal_daily_amount = 50000 where merchant_id = ${ids.merchantId} and level = 1`);
    const counts = await ledgerRowCounts(ctx.database.db);
    const answer = await requestWithdrawal(ctx.app, demo, {
      bankAccountId: ids.bankAccountId,
      amount: '600.00',
      paymentPassword: demoPaymentPassword,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      code: 'amount_above_maximum',
      details: { max: '500.00' },
    });
    expect(await ledgerRowCounts(ctx.database.db)).toEqual(counts);
    await ctx.database.db.execute(sql`
      update vip_tiers set withdrawal_daily_amount = 10000000 where merchant_id = ${ids.merchantId} and level = 1`);
  });

  it('claims a rebate once: a second claim, also concurrent, pays nothing more', async () => {
    const rebate = (await get(loyaltyPaths.rebates)).json().value.content[0];
    const before = await balances();
    const url = loyaltyPaths.claimRebate.replace(':id', String(rebate.id));
    const claim = () =>
      ctx.app.inject({
        method: 'POST',
        url,
        headers: memberHeaders(demo),
        remoteAddress: nextIp(),
      });
    const answers = await Promise.all([claim(), claim(), claim()]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().code).toBe('rebate_already_claimed');
    expect((await balances()).main - before.main).toBe(2160n);
    const again = await claim();
    expect(again.statusCode).toBe(409);
    expect((await balances()).main - before.main).toBe(2160n);
  });

  it('refuses a rebate of another member and an unknown one, nothing moves', async () => {
    const before = await ledgerRowCounts(ctx.database.db);
    const answer = await ctx.app.inject({
      method: 'POST',
      url: loyaltyPaths.claimRebate.replace(':id', '999999'),
      headers: memberHeaders(demo),
      remoteAddress: nextIp(),
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().code).toBe('rebate_not_found');
    expect(await ledgerRowCounts(ctx.database.db)).toEqual(before);
  });

  it('refuses a redemption with too few points: no points, no stock, no money move', async () => {
    const id = await goodsId('/mall/headphones.svg');
    const before = await ledgerRowCounts(ctx.database.db);
    const answer = await sealedPost(loyaltyPaths.redeem, {
      goodsId: id,
      address: '1 Lotus Road, Bangkok',
      paymentPassword: demoPaymentPassword,
    });
    expect(answer.statusCode, answer.body).toBe(409);
    expect(answer.json().code).toBe('not_enough_points');
    expect(await ledgerRowCounts(ctx.database.db)).toEqual(before);
    const [stock] = await rowsOf<{ stock: number }>(
      ctx.database.db,
      sql`select stock from mall_goods where id = ${id}`,
    );
    expect(Number(stock!.stock)).toBe(10);
  });

  it('redeems credit goods at once: points out, cash in; a repeated key redeems once', async () => {
    const id = await goodsId('/mall/credit-small.svg');
    const before = await balances();
    const key = newKey();
    const body = { goodsId: id, paymentPassword: demoPaymentPassword };
    const first = await sealedPost(loyaltyPaths.redeem, body, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({ state: 'approved', points: '500', kind: 'credit' });
    const again = await sealedPost(loyaltyPaths.redeem, body, key);
    expect(again.json().value.id).toBe(first.json().value.id);
    const after = await balances();
    expect(before.points - after.points).toBe(500n);
    expect(after.main - before.main).toBe(5000n);
  });

  it('a rejected physical redemption gives the points and the stock back, with the reason', async () => {
    await settleRound(1_000_000n, 'RNG'); // 1,000 points to spend
    const id = await goodsId('/mall/lotus-mug.svg');
    const before = await balances();
    const made = await sealedPost(loyaltyPaths.redeem, {
      goodsId: id,
      address: '1 Lotus Road, Bangkok',
      paymentPassword: demoPaymentPassword,
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().value.state).toBe('in_process');
    expect((await balances()).points).toBe(before.points - 800n);
    const redemptionId = made.json().value.id as number;
    const rejected = await bo(
      'POST',
      loyaltyPaths.boRejectRedemption.replace(':id', String(redemptionId)),
      { reason: 'Out of this colour' },
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().value).toMatchObject({
      state: 'rejected',
      reason: 'Out of this colour',
    });
    expect(await balances()).toEqual(before);
    const twice = await bo(
      'POST',
      loyaltyPaths.boApproveRedemption.replace(':id', String(redemptionId)),
    );
    expect(twice.statusCode).toBe(409);
    const history = (await get(loyaltyPaths.redemptions)).json().value.content;
    expect(history[0]).toMatchObject({ id: redemptionId, state: 'rejected' });
    const [audit] = await rowsOf<{ n: number | string }>(
      ctx.database.db,
      sql`select count(*) as n from audit_log where action = 'mall.reject'`,
    );
    expect(Number(audit!.n)).toBe(1);
  });

  it('converts points to cash at the ratio; too few points are refused, nothing moves', async () => {
    const before = await balances();
    const converted = await sealedPost(loyaltyPaths.convert, {
      points: 100,
      paymentPassword: demoPaymentPassword,
    });
    expect(converted.statusCode, converted.body).toBe(200);
    expect(converted.json().value).toMatchObject({ points: '100', cash: '10.00' });
    expect((await balances()).main - before.main).toBe(1000n);
    const counts = await ledgerRowCounts(ctx.database.db);
    const tooMany = await sealedPost(loyaltyPaths.convert, {
      points: 1_000_000,
      paymentPassword: demoPaymentPassword,
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().code).toBe('not_enough_points');
    expect(await ledgerRowCounts(ctx.database.db)).toEqual(counts);
  });

  it('wrong payment passwords are refused, then throttled; nothing moves', async () => {
    const counts = await ledgerRowCounts(ctx.database.db);
    const codes: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const answer = await sealedPost(loyaltyPaths.convert, {
        points: 10,
        paymentPassword: '000000',
      });
      codes.push(answer.json().code as string);
    }
    expect(codes.slice(0, 5)).toEqual(Array(5).fill('wrong_payment_password'));
    expect(codes[5]).toBe('too_many_requests');
    const right = await sealedPost(loyaltyPaths.convert, {
      points: 10,
      paymentPassword: demoPaymentPassword,
    });
    expect(right.json().code).toBe('too_many_requests');
    expect(await ledgerRowCounts(ctx.database.db)).toEqual(counts);
    await ctx.database.db.execute(
      sql`delete from auth_events where event = 'payment_password_check'`,
    );
  });

  it('earns points and VIP points by product, levels up once, and cuts the rebate off once', async () => {
    const before = await balances();
    await settleRound(100_000n, 'RNG'); // 1,000.00 THB of RNG: 100 points, 100 VIP points
    await settleRound(1_000n, 'LIVE'); // 10.00 THB live: half a point, carried
    await settleRound(1_000n, 'LIVE'); // another half: the carried half makes one
    const after = await balances();
    expect(after.points - before.points).toBe(101n);
    const detail = (await get(`${loyaltyPaths.pointsDetails}?kind=live`)).json().value;
    expect(detail.content[0].points).toBe('1');
    // 1,800 seeded + 101 VIP points; Silver needs 5,000: 31,000.00 THB of RNG more lifts it
    await settleRound(3_100_000n, 'RNG');
    const vip = (await get(loyaltyPaths.vip)).json().value;
    expect(vip.level).toBe(2);
    const mainAfterLevel = (await balances()).main;
    await settleRound(100n, 'RNG');
    expect((await balances()).main).toBe(mainAfterLevel);
    const [bonus] = await rowsOf<{ n: number | string }>(
      ctx.database.db,
      sql`select count(*) as n from vip_bonuses where kind = 'level_up' and cause = '2'`,
    );
    expect(Number(bonus!.n)).toBe(1);

    // the turnover above is today's: move it to yesterday, then cut twice
    await ctx.database.db.execute(sql`
      update rebate_turnover set day = ${lastEndedRebatePeriod('daily', 'Asia/Bangkok', new Date()).to}
      where cutoff_id is null`);
    // two instances at once (the job and an operator): one cuts, the other finds it done
    const runs = await Promise.all([
      bo('POST', loyaltyPaths.boRunRebateCutoff, {}),
      bo('POST', loyaltyPaths.boRunRebateCutoff, {}),
    ]);
    const periods = runs.map((run) => run.json().value.periods as number).sort();
    expect(periods).toEqual([0, 1]);
    const second = await bo('POST', loyaltyPaths.boRunRebateCutoff, {});
    expect(second.json().value).toMatchObject({ periods: 0 });
    const rebates = (await get(`${loyaltyPaths.rebates}?state=claimable`)).json().value;
    expect(rebates.content).toHaveLength(1);
    // valid bet 42,001.00 rng × 0.6 % + 20.00 live × 0.4 %, × the Silver share 70 %
    const rated = 4_200_100n * 6_000n + 2_000n * 4_000n;
    expect(rebates.content[0].amount).toBe(formatMinorUnits((rated * 7_000n) / 10_000_000_000n, 2));
  });

  it('the monthly review keeps a level whose keep target was met, else drops exactly one', async () => {
    const month = lastEndedMonth('Asia/Bangkok', new Date());
    await ctx.database.db.execute(
      sql`update loyalty_members set vip_level = 4 where member_id = ${ids.demoId}`,
    );
    await ctx.database.db.execute(sql`
      insert into vip_months (member_id, merchant_id, month, points) values (${ids.demoId}, ${ids.merchantId}, ${month}, 100)
      on conflict (member_id, month) do update set points = 100`);
    const main = (await balances()).main;
    const review = await bo('POST', loyaltyPaths.boRunVipReview, {});
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json().value.periods).toBe(1);
    expect((await get(loyaltyPaths.vip)).json().value.level).toBe(3);
    // Gold's monthly bonus (150.00) paid once for the month
    expect((await balances()).main - main).toBe(15_000n);
    const again = await bo('POST', loyaltyPaths.boRunVipReview, {});
    expect(again.json().value.periods).toBe(0);
    expect((await get(loyaltyPaths.vip)).json().value.level).toBe(3);
    expect((await balances()).main - main).toBe(15_000n);
  });

  it('a level keeping its target stays at the review', async () => {
    await ctx.database.db.execute(sql`delete from vip_reviews`);
    const month = lastEndedMonth('Asia/Bangkok', new Date());
    await ctx.database.db.execute(sql`
      update vip_months set points = 10000 where member_id = ${ids.demoId} and month = ${month}`);
    await bo('POST', loyaltyPaths.boRunVipReview, {});
    expect((await get(loyaltyPaths.vip)).json().value.level).toBe(3);
  });

  it('expires what is left of a lot past its expiry, once', async () => {
    const db = ctx.database.db;
    await db.execute(sql`
      update points_lots set expires_at = now() - interval '1 minute'
      where member_id = ${ids.demoId}
        and id = (select id from points_lots where member_id = ${ids.demoId} and remaining > 0
                  order by day limit 1)`);
    const [lot] = await rowsOf<{ remaining: unknown }>(
      db,
      sql`select remaining from points_lots where member_id = ${ids.demoId} and expires_at <= now()`,
    );
    const left = toBigInt(lot!.remaining);
    expect(left).toBeGreaterThan(0n);
    const before = await balances();
    const service = createPointsService({
      db,
      wallet: createWalletService({ db, events: { publish: async () => {} } as never }),
      config: createLoyaltyConfigRepository(),
      points: createPointsLedger(),
      pointsSystemOn: async () => true,
    });
    expect(await service.expireDue()).toBe(1);
    expect(await service.expireDue()).toBe(0);
    expect(before.points - (await balances()).points).toBe(left);
    const detail = (await get(`${loyaltyPaths.pointsDetails}?kind=expire`)).json().value;
    expect(detail.content[0].points).toBe(`-${left}`);
  });
});
