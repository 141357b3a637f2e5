import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getBotChallengeResponseSchema, getCaptchaResponseSchema } from '@lobby/contracts';
import { captchaChallenges, merchants } from '../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app-kit.ts';
import { issueKnownCaptcha, solveBotCheck } from '../../test/bot-check-kit.ts';
import { createProofOfWorkBotCheck } from './bot-check.ts';
import { createCaptchaService } from './captcha.ts';
import { loadHmacKey } from './server-secrets.ts';

describe('challenge routes', () => {
  let ctx: TestContext;
  let merchantId: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    const [brand] = await ctx.database.db
      .select({ id: merchants.id })
      .from(merchants)
      .where(eq(merchants.code, 'lotus'));
    if (!brand) throw new Error('demo brand missing');
    merchantId = brand.id;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('GET /wps/botCheck/challenge answers a challenge, never cached', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/wps/botCheck/challenge' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json() as { success: boolean; value: unknown };
    expect(body.success).toBe(true);
    expect(getBotChallengeResponseSchema.parse(body.value).maxnumber).toBe(1000);
  });

  it('a challenge solved by the test helper passes the check under the stored key', async () => {
    const field = await solveBotCheck(ctx.app);
    const hmacKey = await loadHmacKey(ctx.database.db, undefined);
    const botCheck = createProofOfWorkBotCheck({ db: ctx.database.db, hmacKey, maxNumber: 1000 });
    expect(await botCheck.verify(field)).toBe(true);
    expect(await botCheck.verify(field)).toBe(false);
  });

  it("GET /wps/captcha answers an image stored for the request's brand, never cached", async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/wps/captcha' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { image, captchaId } = getCaptchaResponseSchema.parse(
      (response.json() as { value: unknown }).value,
    );
    expect(image).toMatch(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+=*$/);
    const [row] = await ctx.database.db
      .select()
      .from(captchaChallenges)
      .where(eq(captchaChallenges.id, captchaId));
    expect(row).toMatchObject({ merchantId, consumedAt: null });
  });

  it('a captcha issued by the test helper is accepted by a service on the same key', async () => {
    const { captchaId, answer } = await issueKnownCaptcha(ctx.database.db, merchantId);
    const hmacKey = await loadHmacKey(ctx.database.db, undefined);
    const captcha = createCaptchaService({ db: ctx.database.db, hmacKey });
    expect(await captcha.verify(merchantId, captchaId, answer.toLowerCase())).toBe(true);
  });

  it('limits challenges per client IP', async () => {
    const fromIp = (url: string) =>
      ctx.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.9' });
    const statuses: number[] = [];
    for (let call = 0; call < 30; call += 1) {
      statuses.push((await fromIp('/wps/captcha')).statusCode);
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refused = await fromIp('/wps/captcha');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'too_many_requests' });
  });
});
