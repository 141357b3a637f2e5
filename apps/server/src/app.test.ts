import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@lobby/contracts';
import { buildApp } from './app.ts';
import { testConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { seedDemo } from './seed/seed.ts';
import { createTestApp, type TestContext } from '../test/app-kit.ts';
import { createTestDatabase } from '../test/database-kit.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ config: { BODY_LIMIT_BYTES: '1024' } });
});
afterAll(async () => ctx.close());

describe('health', () => {
  it('answers /healthz', async () => {
    const res = await ctx.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz with the database kind', async () => {
    const res = await ctx.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: ctx.database.kind });
  });
});

describe('API documentation', () => {
  it('serves the browsable docs at /docs', async () => {
    const res = await ctx.app.inject({ url: '/docs' });
    // the UI redirects to its static page or serves it directly
    expect([200, 302]).toContain(res.statusCode);
    const page =
      res.statusCode === 302 ? await ctx.app.inject({ url: res.headers.location as string }) : res;
    expect(page.statusCode).toBe(200);
  });

  it('serves OpenAPI 3 with every system path and its schemas', async () => {
    const res = await ctx.app.inject({ url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const systemPaths = [
      [apiPaths.systemStatus, 'get'],
      [apiPaths.systemWhitelabel, 'get'],
      [apiPaths.systemRegisterSettings, 'get'],
      [apiPaths.systemDomainRoute, 'get'],
      [apiPaths.systemHelpCenter, 'get'],
      [apiPaths.systemPermission, 'get'],
      [apiPaths.systemLanguage, 'put'],
    ] as const;
    for (const [path, method] of systemPaths) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
      expect(doc.paths[path][method].tags).toEqual(['system']);
    }
    const help = doc.paths[apiPaths.systemHelpCenter].get;
    const lang = help.parameters.find((p: { name: string }) => p.name === 'lang');
    expect(lang.in).toBe('query');
    expect(lang.schema.enum).toEqual(['en', 'th', 'tl']);
    const language = doc.paths[apiPaths.systemLanguage].put;
    expect(
      language.requestBody.content['application/json'].schema.properties.language,
    ).toBeDefined();
    // health checks stay out of the public document
    expect(doc.paths['/healthz']).toBeUndefined();
  });
});

describe('request ids', () => {
  it('echoes a well-formed incoming x-request-id', async () => {
    const res = await ctx.app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'trace-1234-abcd' },
    });
    expect(res.headers['x-request-id']).toBe('trace-1234-abcd');
  });

  it('replaces a malformed one with a fresh id, on errors too', async () => {
    const res = await ctx.app.inject({
      url: '/wps/nope',
      headers: { 'x-request-id': 'bad id <script>' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('failures leave as envelopes', () => {
  it.each(['/wps/system/nothing', '/lgw/unknown', '/no-such-page', '/favicon-missing.png'])(
    'answers the unknown route %s with the 404 envelope',
    async (url) => {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        success: false,
        code: 'not_found',
        messageKey: 'err_invalid_url',
        message: 'Invalid URL, please contact customer service',
      });
    },
  );

  it('answers a wrong method on a known path with an envelope', async () => {
    const res = await ctx.app.inject({ method: 'DELETE', url: apiPaths.systemLanguage });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ success: false, messageKey: expect.any(String) });
  });

  it.each([
    ['malformed JSON', '{"language":', 'application/json', 400],
    ['a wrong content type', '<language>en</language>', 'application/xml', 415],
    [
      'a body over BODY_LIMIT_BYTES',
      JSON.stringify({ language: 'x'.repeat(2048) }),
      'application/json',
      413,
    ],
  ])('answers %s with a 4xx envelope, never a 500', async (_name, payload, contentType, status) => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: apiPaths.systemLanguage,
      payload,
      headers: { 'content-type': contentType },
    });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({
      success: false,
      messageKey: expect.stringMatching(/^err_/),
    });
  });

  it('answers a malformed URL with a 4xx envelope', async () => {
    const res = await ctx.app.inject({ url: '/wps/system/helpCenter?lang=%E0%A4%A' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().success).toBe(false);
  });
});

describe('server faults', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemo(database.db);
  });
  afterAll(async () => database.close());

  it('answers a crash with a bare 500 that leaks nothing', async () => {
    const app = await buildApp({ config: testConfig({ WEB_DIST_DIR: '/nonexistent' }), database });
    app.get('/wps/test/crash', async () => {
      throw new Error(
        'relation "members" does not exist at /srv/lobby/src/db.ts:42 password=hunter2',
      );
    });
    await app.ready();
    const res = await app.inject({ url: '/wps/test/crash' });
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      code: 'unknown',
      messageKey: 'err_unknown',
      message: 'Unknown error',
    });
    expect(res.body).not.toMatch(/hunter2|relation|\/srv\/|stack/);
  });

  it('reports not ready when the database does not answer', async () => {
    const broken: Database = {
      ...database,
      ping: () => Promise.reject(new Error('connection refused')),
    };
    const app = await buildApp({
      config: testConfig({ WEB_DIST_DIR: '/nonexistent' }),
      database: broken,
    });
    await app.ready();
    const res = await app.inject({ url: '/readyz' });
    await app.close();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable' });
  });
});
