import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { merchants } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';

const fixedGeo = { countryOf: (ip: string) => (ip === '8.8.8.8' ? 'US' : null) };

describe('GET /wps/system/status', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ geoIp: fixedGeo, config: { TRUSTED_PROXIES: '127.0.0.1' } });
  });
  afterAll(async () => ctx.close());

  const setMerchant = (values: Partial<typeof merchants.$inferInsert>) =>
    ctx.database.db.update(merchants).set(values).where(eq(merchants.code, 'lotus'));

  it('answers 0 with the client ip when nothing blocks it', async () => {
    const res = await ctx.app.inject({ url: '/wps/system/status' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      value: {
        status: 0,
        ip: '127.0.0.1',
        country: null,
        maintenanceUntil: null,
        devOutboxOpen: true,
      },
    });
  });

  it('says when the dev outbox is closed', async () => {
    const closed = await createTestApp({ config: { DEV_OUTBOX: 'false' } });
    try {
      const res = await closed.app.inject({ url: '/wps/system/status' });
      expect(res.json().value.devOutboxOpen).toBe(false);
    } finally {
      await closed.close();
    }
  });

  it('answers 2 for a country the brand blocks, trusting the proxy header from a trusted proxy', async () => {
    await setMerchant({ blockedCountries: ['US'] });
    const res = await ctx.app.inject({
      url: '/wps/system/status',
      headers: { 'x-forwarded-for': '8.8.8.8', merchant: 'lotus' },
    });
    expect(res.json().value).toMatchObject({ status: 2, ip: '8.8.8.8', country: 'US' });
    await setMerchant({ blockedCountries: [] });
  });

  it('lets maintenance win over region restriction', async () => {
    await setMerchant({ blockedCountries: ['US'], isMaintenance: true });
    const res = await ctx.app.inject({
      url: '/wps/system/status',
      headers: { 'x-forwarded-for': '8.8.8.8', merchant: 'lotus' },
    });
    expect(res.json().value.status).toBe(1);
    await setMerchant({ blockedCountries: [], isMaintenance: false });
  });

  it('refuses an unknown merchant with an envelope', async () => {
    const res = await ctx.app.inject({
      url: '/wps/system/status',
      headers: { host: 'unrouted.example', merchant: 'nope' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'unknown_merchant',
      messageKey: 'err_unknown_merchant',
    });
  });
});
