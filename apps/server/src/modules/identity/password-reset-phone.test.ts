import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiPaths, defaultAuthPolicy } from '@lobby/contracts';
import { merchants, members } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { loadHmacKey } from '../../platform/server-secrets.ts';
import { solveBotCheck } from '../../../test/bot-check-kit.ts';
import { encryptBody } from '../../../test/encrypted-body-kit.ts';
import { brandHeaders, loginToken } from '../../../test/login-kit.ts';
import { extractCode, latestMessage } from '../../../test/outbox-kit.ts';
import { hashPassword } from './password-policy.ts';
import { createVerificationCodes } from './verification-codes.ts';

// The reset by phone (the reset by email is password-reset.test.ts).
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

let ipCounter = 0;
/** A fresh address per request, so per-IP limits only bite where a test means them to. */
const nextIp = () => `10.4.0.${(ipCounter += 1)}`;

async function setPassword(username: string, password: string): Promise<void> {
  await ctx.database.db
    .update(members)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(members.username, username));
}

describe('reset by phone', () => {
  const phone = { countryDialingCode: '+66', mobileNum: '0812345678' };

  async function sendCode(ip: string): Promise<string> {
    const sent = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.smsLoginCode,
      headers: brandHeaders,
      payload: { ...phone, botCheck: await solveBotCheck(ctx.app) },
      remoteAddress: ip,
    });
    expect(sent.statusCode).toBe(200);
    const sms = await latestMessage(ctx.database.db, '+66812345678', 'sms');
    return extractCode(sms!.body);
  }

  const resetByPhone = async (body: Record<string, string>) =>
    ctx.app.inject({
      method: 'POST',
      url: apiPaths.resetPasswordByPhone,
      headers: brandHeaders,
      payload: await encryptBody(ctx.app, body, 'lotus'),
      remoteAddress: nextIp(),
    });

  it('sets the new password with the SMS code and logs the member in', async () => {
    const old = await loginToken(ctx.app, 'demo', 'Lotus#2026');
    const code = await sendCode('10.3.0.1');
    const wrong = await resetByPhone({
      ...phone,
      verificationCode: code === '000000' ? '111111' : '000000',
      newPassword: 'Lotus2027x',
    });
    expect(wrong.json().code).toBe('invalid_verification_code');
    // a refused password does not use up the code
    const weak = await resetByPhone({ ...phone, verificationCode: code, newPassword: 'short' });
    expect(weak.json().fields[0].messageKey).toBe('reg_password_length');

    const response = await resetByPhone({
      ...phone,
      verificationCode: code,
      newPassword: 'Lotus2027x',
    });
    expect(response.statusCode).toBe(200);
    const value = response.json().value;
    expect(value).toMatchObject({ status: 'ok', passwordExpired: false });
    const info = await ctx.app.inject({
      method: 'GET',
      url: apiPaths.memberInfo,
      headers: { ...brandHeaders, token: value.token },
    });
    expect(info.json().value.account).toBe('demo');
    const oldInfo = await ctx.app.inject({
      method: 'GET',
      url: apiPaths.memberInfo,
      headers: { ...brandHeaders, token: old },
    });
    expect(oldInfo.statusCode).toBe(401);
    await expect(loginToken(ctx.app, 'demo', 'Lotus2027x')).resolves.toBeTypeOf('string');

    const again = await resetByPhone({
      ...phone,
      verificationCode: code,
      newPassword: 'X2027abcd',
    });
    expect(again.json().code).toBe('code_used');
    await setPassword('demo', 'Lotus#2026');
  });

  it('gives an unknown number the wrong-code answer', async () => {
    const codes = createVerificationCodes({
      db: ctx.database.db,
      hmacKey: await loadHmacKey(ctx.database.db, undefined),
      messaging: {
        mailer: { send: () => Promise.resolve() },
        sms: { send: () => Promise.resolve() },
      },
    });
    const [lotus] = await ctx.database.db.select().from(merchants).limit(1);
    const { code } = await codes.issue({
      merchantId: lotus!.id,
      purpose: 'login',
      destination: '+66899999999',
      ip: '10.3.0.2',
      policy: defaultAuthPolicy,
    });
    const response = await resetByPhone({
      countryDialingCode: '+66',
      mobileNum: '899999999',
      verificationCode: code,
      newPassword: 'Lotus2027x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid_verification_code');
  });

  it('refuses plaintext and a malformed number', async () => {
    const plain = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.resetPasswordByPhone,
      headers: brandHeaders,
      payload: { ...phone, verificationCode: '123456', newPassword: 'Lotus2027x' },
    });
    expect(plain.json().code).toBe('encryption_required');
    const bad = await resetByPhone({
      countryDialingCode: '+66',
      mobileNum: '12ab',
      verificationCode: '123456',
      newPassword: 'Lotus2027x',
    });
    expect(bad.json().code).toBe('invalid_phone_number');
  });
});
