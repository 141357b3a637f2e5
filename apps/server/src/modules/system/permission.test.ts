import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getPermissionResponseSchema, registerFieldNames } from '@lobby/contracts';
import { merchants, resources } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';

const fixedGeo = { countryOf: (ip: string) => (ip === '203.0.113.9' ? 'TH' : null) };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ geoIp: fixedGeo, config: { TRUSTED_PROXIES: '127.0.0.1' } });
});
afterAll(async () => ctx.close());

const permission = (headers: Record<string, string> = {}) =>
  ctx.app.inject({ url: '/wps/system/permission', headers });

describe('GET /wps/system/permission', () => {
  it('answers the whole brand from the seed', async () => {
    const res = await permission();
    expect(res.statusCode).toBe(200);
    const value = getPermissionResponseSchema.parse(res.json().value);
    expect(value).toMatchObject({
      merchantCode: 'lotus',
      brandName: 'Lucky Lotus',
      currency: { code: 'THB', symbol: '฿', decimals: 2 },
      languages: ['en', 'th', 'tl'],
      defaultLanguage: 'en',
      timeZone: 'Asia/Bangkok',
      gmtOffsetMinutes: 420,
      mainDomain: 'localhost',
      minimumAge: 21,
      analyticsId: null,
      imageCdns: [],
      launchGameCdns: [],
      location: { ip: '127.0.0.1', country: null, maintenance: false, regionRestriction: false },
    });
    expect(value.theme.logoUrl).toBe('/demo/lotus/logo.svg');
    expect(value.domainRoute[0]).toEqual({ domain: 'localhost', type: 'member', isMain: true });
    expect(value.whitelabel.map((node) => node.modId)).toContain('MOBILENUMREG3');
    expect(value.register).toHaveLength(registerFieldNames.length);
  });

  it('lists the customer-service channels, all 24/7', async () => {
    const { customerService } = (await permission()).json().value;
    expect(customerService.map((c: { channel: string }) => c.channel)).toEqual([
      'LIVE_CHAT',
      'LINE',
      'TELEGRAM',
      'EMAIL',
    ]);
    for (const channel of customerService) expect(channel.hours).toBe('24/7');
    expect(customerService[3]).toEqual({
      channel: 'EMAIL',
      label: 'support@luckylotus.example',
      url: 'mailto:support@luckylotus.example',
      hours: '24/7',
    });
  });

  it('lists the app resources, leading to the app-download page (no native app), and the blog', async () => {
    const list = (await permission()).json().value.resources as Array<{
      resourceType: string;
      url: string;
      imageUrl: string | null;
    }>;
    const of = (type: string) => list.find((resource) => resource.resourceType === type);
    // no placeholder domain: the QR codes are drawn from the brand's own address
    expect(of('APP_ANDROID')).toMatchObject({ url: '/appDownload#android', imageUrl: null });
    expect(of('MOBILE_CONFIG')).toMatchObject({ url: '/appDownload#ios', imageUrl: null });
    expect(of('APP_IOS')).toBeUndefined();
    expect(of('BLOG')?.imageUrl).toBeNull();
    expect(list).toHaveLength(3);
  });

  it('leaves out a resource of a kind the contract does not know instead of failing', async () => {
    const [brand] = await ctx.database.db
      .select()
      .from(merchants)
      .where(eq(merchants.code, 'lotus'));
    await ctx.database.db.insert(resources).values({
      merchantId: brand!.id,
      resourceType: 'FAX',
      labelNameEn: 'Fax',
      url: 'tel:000',
    });
    const res = await permission();
    expect(res.statusCode).toBe(200);
    expect(res.json().value.resources).toHaveLength(3);
    await ctx.database.db.delete(resources).where(eq(resources.resourceType, 'FAX'));
  });

  it('locates the caller through a trusted proxy and flags a blocked country', async () => {
    await ctx.database.db
      .update(merchants)
      .set({ blockedCountries: ['TH'] })
      .where(eq(merchants.code, 'lotus'));
    const res = await permission({ 'x-forwarded-for': '203.0.113.9' });
    expect(res.json().value.location).toEqual({
      ip: '203.0.113.9',
      country: 'TH',
      maintenance: false,
      regionRestriction: true,
    });
    await ctx.database.db
      .update(merchants)
      .set({ blockedCountries: [] })
      .where(eq(merchants.code, 'lotus'));
  });

  it('computes the GMT offset of the brand zone', async () => {
    await ctx.database.db
      .update(merchants)
      .set({ timeZone: 'Asia/Manila' })
      .where(eq(merchants.code, 'lotus'));
    expect((await permission()).json().value.gmtOffsetMinutes).toBe(480);
    await ctx.database.db
      .update(merchants)
      .set({ timeZone: 'Asia/Bangkok' })
      .where(eq(merchants.code, 'lotus'));
  });

  it('refuses an unknown merchant header', async () => {
    const res = await permission({ host: 'unrouted.example', merchant: 'nobody' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'unknown_merchant' });
  });
});
