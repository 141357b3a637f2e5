import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiPaths, bannerGroups, type Announcement, type Banner } from '@lobby/contracts';
import { announcements, merchants } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { loginToken } from '../../../test/login-kit.ts';
import { insertOtherMerchant } from '../../../test/other-merchant-kit.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const get = async (url: string) => {
  const res = await ctx.app.inject({ url });
  return { status: res.statusCode, body: res.json() };
};

const expectRefused = async (url: string) => {
  const { status, body } = await get(url);
  expect(status, url).toBe(400);
  expect(body).toMatchObject({
    success: false,
    code: 'validation_failed',
    messageKey: 'err_validation_failed',
  });
  expect(body.fields.length).toBeGreaterThan(0);
};

describe('GET /wps/content/banners', () => {
  it('answers the active home banners in sort order', async () => {
    const { status, body } = await get(`${apiPaths.contentBanners}?groupName=w_home&lang=en`);
    expect(status).toBe(200);
    const banners = body.value as Banner[];
    expect(banners).toHaveLength(3);
    expect(banners.map((banner) => banner.sort)).toEqual([1, 2, 3]);
    expect(banners.every((banner) => banner.groupName === 'w_home')).toBe(true);
    expect(banners[0]).toMatchObject({
      url: '/demo/lotus/banners/home-welcome.svg',
      title: 'Welcome bonus: 100% on your first deposit',
      linkageType: 'PROMOTION',
      linkTarget: 'WELCOME_BONUS',
    });
    expect(banners.map((banner) => banner.title)).not.toContain('Retired banner');
  });

  it('titles banners in the requested language', async () => {
    const thai = await get(`${apiPaths.contentBanners}?groupName=w_home&lang=th`);
    expect(thai.body.value[0].title).toBe('โบนัสต้อนรับ 100% สำหรับการฝากครั้งแรก');
    const tagalog = await get(`${apiPaths.contentBanners}?groupName=w_home&lang=tl`);
    expect(tagalog.body.value[0].title).toBe('Welcome bonus: 100% sa iyong unang deposito');
  });

  it('has one or two banners in every other group, with every kind of link', async () => {
    const linkage = new Set<string>();
    for (const group of bannerGroups) {
      const { body } = await get(`${apiPaths.contentBanners}?groupName=${group}`);
      const banners = body.value as Banner[];
      if (group !== 'w_home') {
        expect(banners.length, group).toBeGreaterThanOrEqual(1);
        expect(banners.length, group).toBeLessThanOrEqual(2);
      }
      for (const banner of banners) {
        linkage.add(banner.linkageType);
        if (banner.linkageType === 'NONE') expect(banner.linkTarget).toBeNull();
        else expect(banner.linkTarget).toBeTruthy();
      }
    }
    expect([...linkage].sort()).toEqual(['NONE', 'PROMOTION', 'ROUTE', 'URL']);
  });

  it('refuses an unknown group, a missing group and an unknown language', async () => {
    await expectRefused(`${apiPaths.contentBanners}?groupName=w_nope`);
    await expectRefused(apiPaths.contentBanners);
    await expectRefused(`${apiPaths.contentBanners}?groupName=w_home&lang=xx`);
    await expectRefused(`${apiPaths.contentBanners}?groupName=w_home&groupName=w_login`);
  });
});

describe('GET /wps/content/announcements', () => {
  const all = `${apiPaths.contentAnnouncements}?types=B,PL,PU,PR,H&platform=W`;

  it('shows an anonymous visitor execution B only, without hidden, expired or scheduled items', async () => {
    const { status, body } = await get(`${all}&lang=en`);
    expect(status).toBe(200);
    const items = body.value as Announcement[];
    expect(items).toHaveLength(22);
    expect(new Set(items.map((item) => item.execution))).toEqual(new Set(['B']));
    expect(new Set(items.map((item) => item.type))).toEqual(new Set(['B', 'PL', 'PU', 'PR', 'H']));
    const titles = items.map((item) => item.title);
    expect(titles).not.toContain('Draft: lantern festival');
    expect(titles).not.toContain('Ended: New Year cashback');
    expect(titles).not.toContain('Coming soon: mid-year tournament');
    expect(titles).not.toContain('Welcome aboard!');
    expect(titles).not.toContain('Weekend reload bonus');
  });

  it('shows a logged-in member execution A, and F only on a first login', async () => {
    const executionsFor = async (token: string) => {
      const response = await ctx.app.inject({ url: `${all}&lang=en`, headers: { token } });
      return new Set((response.json().value as Announcement[]).map((item) => item.execution));
    };
    const member = await loginToken(ctx.app, 'demo', 'Lotus#2026');
    expect(await executionsFor(member)).toEqual(new Set(['A']));
    const firstTimer = await loginToken(ctx.app, 'newbie', 'Lobby@123');
    expect(await executionsFor(firstTimer)).toEqual(new Set(['A', 'F']));
    // the first-login action does not take F away from the session it ran in
    await ctx.app.inject({
      method: 'POST',
      url: apiPaths.memberFirstLogin,
      headers: { token: firstTimer },
    });
    expect(await executionsFor(firstTimer)).toEqual(new Set(['A', 'F']));
    // a dead token is a guest, not an error
    expect(await executionsFor('not-a-session')).toEqual(new Set(['B']));
  });

  it('orders by sort, then newest first', async () => {
    const items = (await get(all)).body.value as Announcement[];
    // the two headlines carry sort 1, everything else 10
    expect(items.slice(0, 2).map((item) => item.type)).toEqual(['H', 'H']);
    expect(items[0]?.title).toBe('Holiday service hours');
    const rest = items.slice(2).map((item) => Date.parse(item.publishedAt));
    expect(rest).toEqual([...rest].sort((a, b) => b - a));
  });

  it('filters by type and carries promotion types', async () => {
    const items = (await get(`${apiPaths.contentAnnouncements}?types=PU,PR`)).body
      .value as Announcement[];
    expect(items).toHaveLength(4);
    expect(items.every((item) => item.type === 'PU' || item.type === 'PR')).toBe(true);
    expect(
      items
        .map((item) => item.promotionType)
        .filter(Boolean)
        .sort(),
    ).toEqual(['CASHBACK', 'WELCOME_BONUS', 'WELCOME_BONUS']);
  });

  it('answers in Thai and Tagalog', async () => {
    const thai = (await get(`${apiPaths.contentAnnouncements}?types=PU&lang=th`)).body.value;
    expect(thai.map((item: Announcement) => item.title)).toContain('โบนัสต้อนรับ 100%');
    const tagalog = (await get(`${apiPaths.contentAnnouncements}?types=PU&lang=tl`)).body.value;
    expect(tagalog.map((item: Announcement) => item.content).join(' ')).toContain(
      'Mag-register ngayon',
    );
  });

  it('refuses unknown types, empty lists, other platforms and languages', async () => {
    await expectRefused(`${apiPaths.contentAnnouncements}?types=B,XX`);
    await expectRefused(`${apiPaths.contentAnnouncements}?types=`);
    await expectRefused(`${apiPaths.contentAnnouncements}?types=,`);
    await expectRefused(`${apiPaths.contentAnnouncements}?platform=M`);
    await expectRefused(`${apiPaths.contentAnnouncements}?lang=xx`);
    await expectRefused(`${apiPaths.contentAnnouncements}?types=B&types=PL`);
  });

  it('serves clean HTML even when a row was written around the sanitiser', async () => {
    const [merchant] = await ctx.database.db
      .select({ id: merchants.id })
      .from(merchants)
      .where(eq(merchants.code, 'lotus'));
    const hostile =
      '<p style="position:fixed;inset:0">Win</p><img src="x" onerror="alert(1)">' +
      '<script>alert(2)</script><a href="javascript:alert(3)">claim</a>' +
      '<iframe src="https://evil.example"></iframe><a href="/promotions" onclick="x()">ok</a>';
    const [inserted] = await ctx.database.db
      .insert(announcements)
      .values({
        merchantId: merchant!.id,
        type: 'PL',
        execution: 'B',
        title: { en: 'Hostile', th: 'Hostile', tl: 'Hostile' },
        content: { en: hostile, th: hostile, tl: hostile },
        publishedAt: new Date(Date.now() - 60_000),
      })
      .returning({ id: announcements.id });
    const items = (await get(`${apiPaths.contentAnnouncements}?types=PL`)).body
      .value as Announcement[];
    const served = items.find((item) => item.title === 'Hostile');
    expect(served).toBeDefined();
    for (const bad of ['<script', 'onerror', 'onclick', 'javascript:', 'style=', '<iframe']) {
      expect(served!.content).not.toContain(bad);
    }
    expect(served!.content).toContain('<p>Win</p>');
    expect(served!.content).toContain('<a href="/promotions">ok</a>');
    await ctx.database.db.delete(announcements).where(eq(announcements.id, inserted!.id));
  });

  it('never shows another brand’s announcements', async () => {
    const otherId = await insertOtherMerchant(ctx.database.db);
    await ctx.database.db.insert(announcements).values({
      merchantId: otherId,
      type: 'PL',
      execution: 'B',
      title: { en: 'Other brand', th: 'Other brand', tl: 'Other brand' },
      content: { en: '<p>x</p>', th: '<p>x</p>', tl: '<p>x</p>' },
      publishedAt: new Date(Date.now() - 60_000),
    });
    const ours = (await get(`${apiPaths.contentAnnouncements}?types=PL`)).body.value;
    expect(ours.map((item: Announcement) => item.title)).not.toContain('Other brand');
    const theirs = await ctx.app.inject({
      url: `${apiPaths.contentAnnouncements}?types=PL`,
      headers: { host: 'unrouted.example', merchant: 'other' },
    });
    expect(theirs.json().value.map((item: Announcement) => item.title)).toEqual(['Other brand']);
  });
});

describe('GET /wps/content/notices', () => {
  it('groups execution B items: banners B, notices PL and H, popup PU, promotion PR', async () => {
    const { status, body } = await get(
      `${apiPaths.contentNotices}?types=B,PL,PU,PR,H&platform=W&lang=en`,
    );
    expect(status).toBe(200);
    const { banners, notices, popup, promotion } = body.value;
    expect(banners).toHaveLength(2);
    expect(notices).toHaveLength(16);
    expect(popup).toHaveLength(2);
    expect(promotion).toHaveLength(2);
    expect(banners.every((item: Announcement) => item.type === 'B')).toBe(true);
    expect(new Set(notices.map((item: Announcement) => item.type))).toEqual(new Set(['PL', 'H']));
    expect(popup.every((item: Announcement) => item.type === 'PU')).toBe(true);
    expect(promotion.every((item: Announcement) => item.type === 'PR')).toBe(true);
    const everything = [...banners, ...notices, ...popup, ...promotion];
    expect(everything.every((item: Announcement) => item.execution === 'B')).toBe(true);
  });

  it('fills two pages of nine for the notice popup with the call of §7.3', async () => {
    const { body } = await get(`${apiPaths.contentNotices}?types=B,PL,PU,PR&platform=W&lang=th`);
    const notices = body.value.notices as Announcement[];
    expect(notices).toHaveLength(14);
    expect(notices.every((item) => item.type === 'PL')).toBe(true);
    expect(notices.map((item) => item.title)).toContain('แจ้งปิดปรับปรุงระบบตามกำหนด');
  });

  it('asks for the §7.3 types when none are given', async () => {
    const implicit = (await get(`${apiPaths.contentNotices}?lang=en`)).body.value;
    const explicit = (await get(`${apiPaths.contentNotices}?types=B,PL,PU,PR&platform=W&lang=en`))
      .body.value;
    expect(implicit).toEqual(explicit);
    expect(implicit.notices.some((item: Announcement) => item.type === 'H')).toBe(false);
  });

  it('refuses an unknown type with the envelope', async () => {
    await expectRefused(`${apiPaths.contentNotices}?types=B,PL,ZZ`);
    await expectRefused(`${apiPaths.contentNotices}?lang=fr`);
  });
});
