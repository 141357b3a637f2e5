import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type BotChallenge } from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { authEvents, members, registerFieldRules } from '../../db/schema/index.ts';
import { issueKnownCaptcha, solveChallenge } from '../../../test/bot-check.ts';
import { encryptBody } from '../../../test/encrypted-body.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

const password = 'Sunny#Day2026';
let serial = 0;

/** A fresh client IP per call site, so rate limits and per-IP throttles of one test stay there. */
function freshIp(): string {
  serial += 1;
  return `10.31.${Math.floor(serial / 200)}.${(serial % 200) + 1}`;
}

/** A registration the demo brand accepts, with a username and number nobody has. */
function validBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  serial += 1;
  return {
    username: `Player${serial}x`,
    password,
    confirmPassword: password,
    countryDialingCode: '+66',
    mobileNum: `08${String(30_000_000 + serial)}`,
    birthday: '1990-05-17',
    email: `Player${serial}@Example.COM`,
    ...overrides,
  };
}

describe('registration: agents, captcha and throttles', () => {
  let context: TestContext;
  let app: FastifyInstance;
  let db: Db;
  let merchantId: number;
  let agentId: number;

  async function botCheckFor(ip: string): Promise<string> {
    const response = await app.inject({
      method: 'GET',
      url: '/wps/botCheck/challenge',
      remoteAddress: ip,
    });
    return solveChallenge((response.json() as { value: BotChallenge }).value);
  }

  async function register(
    body: Record<string, unknown>,
    options: { ip?: string; botCheck?: string | null; plaintext?: boolean } = {},
  ): Promise<LightMyRequestResponse> {
    const ip = options.ip ?? freshIp();
    const botCheck = options.botCheck === undefined ? await botCheckFor(ip) : options.botCheck;
    const full = botCheck === null ? body : { ...body, botCheck };
    return app.inject({
      method: 'PUT',
      url: apiPaths.register,
      headers: { merchant: 'lotus' },
      payload: options.plaintext ? full : await encryptBody(app, full, 'lotus'),
      remoteAddress: ip,
    });
  }

  const memberCount = async () =>
    (await db.select({ n: count() }).from(members).where(eq(members.merchantId, merchantId)))[0]!.n;

  /** Runs a failing call and checks it left no account behind. */
  async function failsWithoutAccount(call: () => Promise<LightMyRequestResponse>) {
    const before = await memberCount();
    const response = await call();
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(await memberCount()).toBe(before);
    return response.json() as {
      code: string;
      fields?: { field: string; messageKey: string; params?: Record<string, unknown> }[];
    };
  }

  const fieldKeys = (envelope: { fields?: { field: string; messageKey: string }[] }) =>
    Object.fromEntries((envelope.fields ?? []).map((entry) => [entry.field, entry.messageKey]));

  const memberNamed = async (username: string) =>
    (
      await db
        .select()
        .from(members)
        .where(and(eq(members.merchantId, merchantId), eq(members.username, username)))
    )[0];

  async function setRule(field: string, values: Partial<typeof registerFieldRules.$inferInsert>) {
    await db
      .update(registerFieldRules)
      .set(values)
      .where(
        and(
          eq(registerFieldRules.merchantId, merchantId),
          eq(registerFieldRules.field, field as never),
        ),
      );
  }

  beforeAll(async () => {
    context = await createTestApp();
    app = context.app;
    db = context.database.db;
    const agent = await db.select().from(members).where(eq(members.username, 'agent'));
    merchantId = agent[0]!.merchantId;
    agentId = agent[0]!.id;
  });
  afterAll(async () => {
    await context.close();
  });

  it('places the member under the agent of an affiliate or referral code', async () => {
    const byAffiliate = validBody({ affiliateCode: 'lotus8' });
    expect((await register(byAffiliate)).statusCode).toBe(200);
    expect((await memberNamed(String(byAffiliate.username).toLowerCase()))!.parentId).toBe(agentId);
    const byReferral = validBody({ referralCode: 'LOTUS8' });
    expect((await register(byReferral)).statusCode).toBe(200);
    expect((await memberNamed(String(byReferral.username).toLowerCase()))!.parentId).toBe(agentId);

    for (const codes of [
      { affiliateCode: 'NOSUCH1' },
      { affiliateCode: 'LOTUS8', referralCode: 'NOSUCH1' },
    ]) {
      const envelope = await failsWithoutAccount(() => register(validBody(codes)));
      expect(envelope.code).toBe('invitation_code_error');
    }
  });

  it('checks an affiliate code on its own', async () => {
    const check = (code: string) =>
      app.inject({
        method: 'GET',
        url: `${apiPaths.agentAffiliate}?code=${encodeURIComponent(code)}&domain=lotus.example`,
        headers: { merchant: 'lotus' },
        remoteAddress: freshIp(),
      });
    for (const code of ['LOTUS8', 'lotus8', 'LOTUSPRO']) {
      const response = await check(code);
      expect(response.statusCode, code).toBe(200);
      expect(response.json()).toEqual({ success: true, value: { valid: true } });
    }
    const wrong = await check('NOSUCH1');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'invitation_code_error',
      messageKey: 'invitation_code_error',
    });
    const empty = await check('');
    expect(empty.statusCode).toBe(400);
  });

  it('demands the captcha when the brand shows it', async () => {
    await setRule('captcha', { enabled: true });
    try {
      const missing = await failsWithoutAccount(() => register(validBody()));
      expect(fieldKeys(missing)).toEqual({ 'body.captcha': 'reg_field_required' });
      const known = await issueKnownCaptcha(db, merchantId, { answer: 'KM7X4' });
      const wrong = await failsWithoutAccount(() =>
        register(validBody({ captcha: 'WRONG', captchaId: known.captchaId })),
      );
      expect(wrong.code).toBe('captcha_check_failed');
      const noId = await failsWithoutAccount(() => register(validBody({ captcha: 'KM7X4' })));
      expect(noId.code).toBe('captcha_check_failed');
      const fresh = await issueKnownCaptcha(db, merchantId, { answer: 'KM7X4' });
      const passed = await register(validBody({ captcha: 'km7x4', captchaId: fresh.captchaId }));
      expect(passed.statusCode, passed.body).toBe(200);
    } finally {
      await setRule('captcha', { enabled: false });
    }
  });

  it('stops an IP after ten registrations in an hour', async () => {
    const ip = freshIp();
    await db.insert(authEvents).values(
      Array.from({ length: 10 }, () => ({
        merchantId,
        event: 'register',
        outcome: 'success' as const,
        ip,
      })),
    );
    const envelope = await failsWithoutAccount(() => register(validBody(), { ip }));
    expect(envelope.code).toBe('too_many_requests');
    expect((await register(validBody())).statusCode).toBe(200);
  });
});
