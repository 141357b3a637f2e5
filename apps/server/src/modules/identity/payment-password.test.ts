import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { apiPaths } from '@lobby/contracts';
import { authEvents, merchants, members, registerFieldRules } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { solveBotCheck } from '../../../test/bot-check-kit.ts';
import { encryptBody } from '../../../test/encrypted-body-kit.ts';
import { brandHeaders, loginToken } from '../../../test/login-kit.ts';
import { verifyPaymentPassword } from './payment-password.ts';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp();
  // the demo seed gives demo a payment password; these tests start from a member without one
  await ctx.database.db
    .update(members)
    .set({ paymentPasswordHash: null })
    .where(eq(members.username, 'demo'));
  token = await loginToken(ctx.app, 'demo', 'Lotus#2026');
});
afterAll(async () => {
  await ctx.close();
});

let ipCounter = 0;
const nextIp = () => `10.4.0.${(ipCounter += 1)}`;

async function setPaymentPassword(body: Record<string, string>, sessionToken = token) {
  return ctx.app.inject({
    method: 'POST',
    url: apiPaths.paymentPassword,
    headers: { ...brandHeaders, token: sessionToken },
    payload: await encryptBody(
      ctx.app,
      { confirmPaymentPassword: body.newPaymentPassword, ...body },
      'lotus',
    ),
    remoteAddress: nextIp(),
  });
}

const demoRow = async () => {
  const [row] = await ctx.database.db.select().from(members).where(eq(members.username, 'demo'));
  return row!;
};

describe('payment password', () => {
  it('checks the shape of the new one: six digits, confirmed, a proof given', async () => {
    for (const newPaymentPassword of ['12345', '1234567', '12ab56', '']) {
      const response = await setPaymentPassword({
        loginPassword: 'Lotus#2026',
        newPaymentPassword,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toContainEqual({
        field: 'body.newPaymentPassword',
        messageKey: 'payment_password_format',
        message: 'The payment password must be 6 digits',
      });
    }
    const mismatch = await setPaymentPassword({
      loginPassword: 'Lotus#2026',
      newPaymentPassword: '482913',
      confirmPaymentPassword: '482914',
    });
    expect(mismatch.json().fields).toEqual([
      expect.objectContaining({
        field: 'body.confirmPaymentPassword',
        messageKey: 'confirm_mismatch',
      }),
    ]);
    const noProof = await setPaymentPassword({ newPaymentPassword: '482913' });
    expect(noProof.json().fields).toEqual([
      expect.objectContaining({ field: 'body.loginPassword', messageKey: 'reg_field_required' }),
    ]);
    expect((await demoRow()).paymentPasswordHash).toBeNull();
  });

  it('sets the first one with the login password, then changes it with itself', async () => {
    const wrong = await setPaymentPassword({
      loginPassword: 'Wrong#2026',
      newPaymentPassword: '482913',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('wrong_password');

    const set = await setPaymentPassword({
      loginPassword: 'Lotus#2026',
      newPaymentPassword: '482913',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ success: true, value: { hasPaymentPassword: true } });
    const row = await demoRow();
    expect(row.paymentPasswordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPaymentPassword(row, '482913')).toBe(true);
    expect(await verifyPaymentPassword(row, '482914')).toBe(false);

    const info = await ctx.app.inject({
      method: 'GET',
      url: apiPaths.memberInfo,
      headers: { ...brandHeaders, token },
    });
    expect(info.json().value.hasPaymentPassword).toBe(true);

    // now the login password is no longer the proof: the current payment password is
    const byLogin = await setPaymentPassword({
      loginPassword: 'Lotus#2026',
      newPaymentPassword: '771204',
    });
    expect(byLogin.json().fields).toEqual([
      expect.objectContaining({
        field: 'body.oldPaymentPassword',
        messageKey: 'reg_field_required',
      }),
    ]);
    const wrongOld = await setPaymentPassword({
      oldPaymentPassword: '000000',
      newPaymentPassword: '771204',
    });
    expect(wrongOld.json().code).toBe('wrong_password');
    const changed = await setPaymentPassword({
      oldPaymentPassword: '482913',
      newPaymentPassword: '771204',
    });
    expect(changed.statusCode).toBe(200);
    expect(await verifyPaymentPassword(await demoRow(), '771204')).toBe(true);

    const audit = await ctx.database.db
      .select()
      .from(authEvents)
      .where(eq(authEvents.event, 'payment_password_change'));
    expect(audit.map((event) => [event.outcome, event.reason])).toEqual([
      ['failure', 'wrong_password'],
      ['success', 'set'],
      ['failure', 'wrong_password'],
      ['success', 'change'],
    ]);
  });

  it('refuses the login password as the payment password', async () => {
    const [lotus] = await ctx.database.db
      .select()
      .from(merchants)
      .where(eq(merchants.code, 'lotus'));
    const lotusRule = and(
      eq(registerFieldRules.merchantId, lotus!.id),
      eq(registerFieldRules.field, 'paymentPassword'),
    );
    await ctx.database.db
      .update(registerFieldRules)
      .set({ enabled: true, acceptedPattern: '*', patternId: 'any', minLength: 6, maxLength: 20 })
      .where(lotusRule);
    try {
      const response = await setPaymentPassword({
        oldPaymentPassword: '771204',
        newPaymentPassword: 'Lotus#2026',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual([
        expect.objectContaining({
          field: 'body.newPaymentPassword',
          messageKey: 'err_payment_password_same_as_login',
        }),
      ]);
      // the brand's rule replaces the six digits: letters are fine now
      const custom = await setPaymentPassword({
        oldPaymentPassword: '771204',
        newPaymentPassword: 'paykey77',
      });
      expect(custom.statusCode).toBe(200);
      const tooShort = await setPaymentPassword({
        oldPaymentPassword: 'paykey77',
        newPaymentPassword: 'abc',
      });
      expect(tooShort.json().fields[0]).toMatchObject({ messageKey: 'reg_pattern_any' });
    } finally {
      await ctx.database.db
        .update(registerFieldRules)
        .set({
          enabled: false,
          acceptedPattern: '[0-9]+',
          patternId: 'digits',
          minLength: 6,
          maxLength: 6,
        })
        .where(lotusRule);
    }
  });

  it('throttles wrong proofs per account', async () => {
    const agent = await loginToken(ctx.app, 'agent', 'Lotus#2026');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await setPaymentPassword(
        { loginPassword: `Wrong${attempt}`, newPaymentPassword: '482913' },
        agent,
      );
      expect(wrong.json().code).toBe('wrong_password');
    }
    const throttled = await setPaymentPassword(
      { loginPassword: 'Lotus#2026', newPaymentPassword: '482913' },
      agent,
    );
    expect(throttled.statusCode).toBe(429);
    const [agentRow] = await ctx.database.db
      .select()
      .from(members)
      .where(eq(members.username, 'agent'));
    expect(agentRow!.paymentPasswordHash).toBeNull();
  });

  it('is closed to trial accounts, anonymous callers and plaintext', async () => {
    const trial = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.loginFreePlay,
      headers: brandHeaders,
      payload: { botCheck: await solveBotCheck(ctx.app) },
    });
    const refused = await setPaymentPassword(
      { loginPassword: 'x', newPaymentPassword: '482913' },
      trial.json().value.token,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('trial_not_allowed');
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.paymentPassword,
      headers: brandHeaders,
      payload: { newPaymentPassword: '482913', confirmPaymentPassword: '482913' },
    });
    expect(anonymous.statusCode).toBe(401);
    const plain = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.paymentPassword,
      headers: { ...brandHeaders, token },
      payload: { oldPaymentPassword: '1', newPaymentPassword: '2', confirmPaymentPassword: '2' },
    });
    expect(plain.json().code).toBe('encryption_required');
  });
});
