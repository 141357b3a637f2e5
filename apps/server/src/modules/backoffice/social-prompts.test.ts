import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@lobby/contracts';
import { auditLog, socialPrompts } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { brandHeaders } from '../../../test/login-kit.ts';
import { staffToken } from '../../../test/staff-kit.ts';
import { createOtherBrand, otherAdminToken, otherBrandHeaders } from './testing/other-brand-kit.ts';

const zalo = {
  isEnabled: true,
  url: 'https://zalo.me/luckylotus',
  reward: { en: '131K', th: '131K', tl: '131K' },
  delaySeconds: 5,
};

describe('social prompts (§9 Zalo prompt): brand settings, off by default', () => {
  let ctx: TestContext;
  const permission = async (headers: Record<string, string> = brandHeaders) =>
    (await ctx.app.inject({ method: 'GET', url: apiPaths.systemPermission, headers })).json().value;
  const put = async (
    token: string,
    body: object,
    headers: Record<string, string> = brandHeaders,
  ): Promise<LightMyRequestResponse> =>
    ctx.app.inject({
      method: 'PUT',
      url: '/bo/social-prompts/ZALO',
      headers: { ...headers, authorization: `Bearer ${token}` },
      payload: body,
    });

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx?.close());

  it('shows no prompt on a fresh brand', async () => {
    expect((await permission()).socialPrompts).toEqual([]);
  });

  it('an administrator turns the Zalo prompt on: the permission answer carries it, audited', async () => {
    const response = await put(await staffToken(ctx.app, 'admin'), zalo);
    expect(response.json()).toEqual({ success: true, value: { channel: 'ZALO', ...zalo } });
    expect((await permission()).socialPrompts).toEqual([
      { channel: 'ZALO', url: zalo.url, reward: zalo.reward, delaySeconds: 5 },
    ]);
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'social_prompt.set'));
    expect(audit).toMatchObject([{ subjectId: 'ZALO', before: null, after: { isEnabled: true } }]);
    // off again: gone from the answer, the row kept
    await put(await staffToken(ctx.app, 'admin'), { ...zalo, isEnabled: false });
    expect((await permission()).socialPrompts).toEqual([]);
  });

  it('refuses a link that is not https, a long reward, a cashier, and another brand sees nothing', async () => {
    const admin = await staffToken(ctx.app, 'admin');
    const before = await ctx.database.db.select().from(socialPrompts);
    for (const body of [
      { ...zalo, url: 'javascript:alert(1)' },
      { ...zalo, url: 'http://zalo.me/x' },
      { ...zalo, reward: { en: 'x'.repeat(41), th: '', tl: '' } },
      { ...zalo, delaySeconds: -1 },
    ]) {
      const response = await put(admin, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const cashier = await put(await staffToken(ctx.app, 'cashier'), zalo);
    expect(cashier.statusCode).toBe(403);
    expect(await ctx.database.db.select().from(socialPrompts)).toEqual(before);

    await createOtherBrand(ctx.database.db);
    await put(await otherAdminToken(ctx.app), zalo, otherBrandHeaders);
    // the other brand's setting is its own
    expect((await permission()).socialPrompts).toEqual([]);
    expect((await permission(otherBrandHeaders)).socialPrompts).toHaveLength(1);
  });
});
