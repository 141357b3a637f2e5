import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { authEvents, registerFieldRules } from '../../db/schema/index.ts';
import { issueKnownCaptcha } from '../../../test/bot-check-kit.ts';
import {
  createRegistrationKit,
  fieldKeys,
  openDemoBrandApp,
} from '../../../test/registration-kit.ts';
import type { TestContext } from '../../../test/app-kit.ts';

describe('registration: agents, captcha and throttles', () => {
  let context: TestContext;
  let app: FastifyInstance;
  let db: Db;
  let merchantId: number;
  let agentId: number;
  const { freshIp, validBody, register, memberNamed, failsWithoutAccount } = createRegistrationKit(
    () => ({ app, db, merchantId }),
    { ipBlock: 31 },
  );

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
    let merchant: { id: number };
    ({ context, app, db, merchant } = await openDemoBrandApp());
    merchantId = merchant.id;
    agentId = (await memberNamed('agent'))!.id;
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
