import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loyaltyPaths } from '@lobby/contracts';
import { rowsOf } from '../../db/rows.ts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { healthyLedger, ledgerInvariants } from '../../../test/ledger-kit.ts';
import { loginToken } from '../../../test/login-kit.ts';
import { staffHeaders, staffToken } from '../../../test/staff-kit.ts';
import { memberHeaders, nextIp } from '../payments/testing/withdrawal-kit.ts';

describe('loyalty operator API: tiers, rates, goods; roles and the audit trail', () => {
  let ctx: TestContext;
  let finance: string;
  let cashier: string;
  let demo: string;

  const call = (
    token: string,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: Record<string, unknown>,
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: staffHeaders(token),
      remoteAddress: nextIp(),
      ...(payload === undefined ? {} : { payload }),
    });
  const auditCount = async (action: string) =>
    Number(
      (
        await rowsOf<{ n: number | string }>(
          ctx.database.db,
          sql`select count(*) as n from audit_log where action = ${action}`,
        )
      )[0]!.n,
    );

  beforeAll(async () => {
    ctx = await createTestApp();
    finance = await staffToken(ctx.app, 'finance');
    cashier = await staffToken(ctx.app, 'cashier');
    demo = await loginToken(ctx.app, 'demo', 'Lotus#2026');
  });
  afterAll(async () => ctx.close());
  afterEach(async () => {
    expect(await ledgerInvariants(ctx.database.db)).toEqual(healthyLedger);
  });

  it('refuses members and the wrong role; changes nothing', async () => {
    const member = await ctx.app.inject({
      method: 'GET',
      url: loyaltyPaths.boVipTiers,
      headers: memberHeaders(demo),
    });
    expect(member.statusCode).toBe(401);
    const tiers = (await call(finance, 'GET', loyaltyPaths.boVipTiers)).json().value;
    const byCashier = await call(cashier, 'PUT', loyaltyPaths.boVipTiers, tiers);
    expect(byCashier.statusCode).toBe(403);
    expect(await auditCount('vip.tiers')).toBe(0);
  });

  it('replaces the VIP tiers (audited); gaps or falling targets are refused', async () => {
    const { tiers } = (await call(finance, 'GET', loyaltyPaths.boVipTiers)).json().value;
    expect(tiers).toHaveLength(6);
    const gap = await call(finance, 'PUT', loyaltyPaths.boVipTiers, {
      tiers: tiers.filter((tier: { level: number }) => tier.level !== 2),
    });
    expect(gap.statusCode).toBe(400);
    expect(gap.json().code).toBe('vip_tiers_invalid');
    const three = tiers.slice(0, 3).map((tier: Record<string, unknown>, index: number) => ({
      ...tier,
      rebateShare: index === 2 ? '75.5' : tier.rebateShare,
    }));
    const saved = await call(finance, 'PUT', loyaltyPaths.boVipTiers, { tiers: three });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().value.tiers[2].rebateShare).toBe('75.50');
    expect(await auditCount('vip.tiers')).toBe(1);
  });

  it('changes rates and settings (audited), refusing a bad minimum', async () => {
    const config = (await call(finance, 'GET', loyaltyPaths.boConfig)).json().value;
    const bad = await call(finance, 'PUT', loyaltyPaths.boConfig, {
      ...config,
      settings: { ...config.settings, rebateMinimum: '-1' },
    });
    expect(bad.statusCode).toBe(400);
    const next = {
      settings: { ...config.settings, rebatePeriod: 'weekly' },
      rates: [{ product: 'live', vipPointsPpm: 700, pointsPpm: 600, rebatePpm: 4500 }],
    };
    const saved = await call(finance, 'PUT', loyaltyPaths.boConfig, next);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().value.settings.rebatePeriod).toBe('weekly');
    expect(saved.json().value.rates.find((r: { product: string }) => r.product === 'live')).toEqual(
      next.rates[0],
    );
    expect(await auditCount('loyalty.config')).toBe(1);
  });

  it('adds and edits goods (audited); a credit good needs its cash amount', async () => {
    const good = {
      kind: 'credit',
      name: { en: '10 THB', th: '10 บาท', tl: '10 THB' },
      description: { en: 'Credit', th: 'เครดิต', tl: 'Credit' },
      image: '/mall/credit-small.svg',
      pointsPrice: 100,
      creditAmount: '10.00',
      stock: 5,
    };
    const made = await call(finance, 'POST', loyaltyPaths.boGoods, good);
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().value.id as number;
    const noCash = await call(finance, 'PUT', loyaltyPaths.boGoodsOne.replace(':id', String(id)), {
      ...good,
      creditAmount: null,
    });
    expect(noCash.statusCode).toBe(400);
    const edited = await call(finance, 'PUT', loyaltyPaths.boGoodsOne.replace(':id', String(id)), {
      ...good,
      isActive: false,
    });
    expect(edited.json().value.isActive).toBe(false);
    const listed = (
      await ctx.app.inject({
        method: 'GET',
        url: loyaltyPaths.mallGoods,
        headers: memberHeaders(demo),
      })
    ).json().value.goods as Array<{ id: number }>;
    expect(listed.some((item) => item.id === id)).toBe(false);
    const badImage = await call(finance, 'POST', loyaltyPaths.boGoods, {
      ...good,
      image: 'https://example.com/x.png',
    });
    expect(badImage.statusCode).toBe(400);
    expect(await auditCount('mall.goods.create')).toBe(1);
    expect(await auditCount('mall.goods.update')).toBe(1);
  });
});
