import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app-kit.ts';

describe('security headers', () => {
  let ctx: TestContext;
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-web-'));

  beforeAll(async () => {
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Lobby</title>');
    ctx = await createTestApp({ config: { WEB_DIST_DIR: webDist } });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('gives API answers an inert policy and nosniff', async () => {
    const res = await ctx.app.inject({ url: '/wps/system/status' });
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('gives pages the full policy: own scripts only, no framing by others', async () => {
    const res = await ctx.app.inject({ url: '/member' });
    expect(res.statusCode).toBe(200);
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('echoes a sane request id on errors too, and replaces a hostile one', async () => {
    const echoed = await ctx.app.inject({
      url: '/wps/nope',
      headers: { 'x-request-id': 'trace-12345678' },
    });
    expect(echoed.statusCode).toBe(404);
    expect(echoed.headers['x-request-id']).toBe('trace-12345678');
    const hostile = await ctx.app.inject({
      url: '/wps/nope',
      headers: { 'x-request-id': 'x\u0000<script>' },
    });
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
