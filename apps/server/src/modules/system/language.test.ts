import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { merchants } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { rateTiers } from '../../platform/route-kit.ts';
import { tableRowCounts } from './testing/table-row-counts-kit.ts';

let ctx: TestContext;
let clientNo = 0;
beforeAll(async () => {
  ctx = await createTestApp({ config: { BODY_LIMIT_BYTES: '2048' } });
});
afterAll(async () => ctx.close());

/** Each call comes from its own address unless told, so the rate limit stays out of the way. */
const put = (
  payload: string | object,
  options: { contentType?: string; ip?: string; headers?: Record<string, string> } = {},
) => {
  clientNo += 1;
  return ctx.app.inject({
    method: 'PUT',
    url: '/wps/system/language',
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    remoteAddress: options.ip ?? `10.1.${Math.floor(clientNo / 250)}.${clientNo % 250}`,
    headers: { 'content-type': options.contentType ?? 'application/json', ...options.headers },
  });
};

describe('PUT /wps/system/language', () => {
  it('accepts a language the brand offers', async () => {
    for (const language of ['en', 'th', 'tl']) {
      const res = await put({ language });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, value: { language } });
    }
  });

  it('refuses a supported language the brand does not offer', async () => {
    await ctx.database.db
      .update(merchants)
      .set({ languages: ['en', 'th'] })
      .where(eq(merchants.code, 'lotus'));
    const res = await put({ language: 'tl' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: 'unsupported_language',
      messageKey: 'err_unsupported_language',
      message: 'This language is not offered here',
    });
    await ctx.database.db
      .update(merchants)
      .set({ languages: ['en', 'th', 'tl'] })
      .where(eq(merchants.code, 'lotus'));
  });

  it.each([
    ['an unknown code', { language: 'fr' }],
    ['a wrong type', { language: 7 }],
    ['an upper-case code', { language: 'EN' }],
    ['a missing field', {}],
    ['an array', [{ language: 'en' }]],
  ])('refuses %s with the validation envelope', async (_name, body) => {
    const res = await put(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'validation_failed',
      messageKey: 'err_validation_failed',
    });
  });

  it.each([
    ['malformed JSON', '{"language": "en"', 'application/json', 400, 'err_malformed_body'],
    ['an empty JSON body', '', 'application/json', 400, 'err_malformed_body'],
    // the API accepts JSON bodies only (app.ts removes Fastify's text/plain parser)
    ['a text body', 'language=en', 'text/plain', 415, 'err_unsupported_media_type'],
    [
      'a form body',
      'language=en',
      'application/x-www-form-urlencoded',
      415,
      'err_unsupported_media_type',
    ],
    [
      'a body over BODY_LIMIT_BYTES',
      JSON.stringify({ language: 'en', pad: 'x'.repeat(4096) }),
      'application/json',
      413,
      'err_body_too_large',
    ],
  ])('refuses %s with a 4xx envelope', async (_name, payload, contentType, status, messageKey) => {
    const res = await put(payload, { contentType });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ success: false, messageKey });
  });

  it('writes nothing, whether accepted or refused', async () => {
    const before = await tableRowCounts(ctx.database.db);
    await put({ language: 'th' });
    await put({ language: 'fr' });
    await put('{oops', { contentType: 'application/json' });
    expect(await tableRowCounts(ctx.database.db)).toEqual(before);
  });

  it('rate-limits one client with the 429 envelope, leaving other clients and routes alone', async () => {
    const ip = '10.200.0.1';
    for (let i = 0; i < rateTiers.settings.max; i += 1) {
      expect((await put({ language: 'en' }, { ip })).statusCode).toBe(200);
    }
    const limited = await put({ language: 'en' }, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      success: false,
      code: 'too_many_requests',
      messageKey: 'err_too_many_requests',
    });
    expect((await put({ language: 'en' }, { ip: '10.200.0.2' })).statusCode).toBe(200);
    const other = await ctx.app.inject({ url: '/wps/system/status', remoteAddress: ip });
    expect(other.statusCode).toBe(200);
    expect(other.headers['x-ratelimit-limit']).toBeUndefined();
  });
});
