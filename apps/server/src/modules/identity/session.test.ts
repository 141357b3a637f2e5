import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiPaths } from '@lobby/contracts';
import { members, merchants, sessions, whitelabelModules } from '../../db/schema/index.ts';
import { testConfig } from '../../config.ts';
import { createMessaging } from '../../platform/messaging/index.ts';
import { loadHmacKey } from '../../platform/server-secrets.ts';
import { createVerificationCodes } from './verification-codes.ts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { solveBotCheck } from '../../../test/bot-check-kit.ts';
import { encryptBody } from '../../../test/encrypted-body-kit.ts';
import { brandHeaders, loginToken } from '../../../test/login-kit.ts';
import { extractCode, latestMessage } from '../../../test/outbox-kit.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...brandHeaders, ...(token ? { token } : {}) },
    ...(payload ? { payload } : {}),
  });

describe('tokens', () => {
  it.each([
    ['no token', undefined],
    ['garbage', 'not-a-token'],
    ['too long', 'x'.repeat(500)],
  ])('answers %s with the 401 envelope', async (_name, token) => {
    const response = await call('GET', apiPaths.memberInfo, token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'not_logged_in',
      messageKey: 'err_not_logged_in',
    });
  });

  it('accepts Authorization: Bearer as well as the token header', async () => {
    const token = await loginToken(ctx.app, 'demo', 'Lotus#2026');
    const response = await ctx.app.inject({
      method: 'GET',
      url: apiPaths.memberInfo,
      headers: { ...brandHeaders, authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
  });

  it('logs out: the token stops working at once', async () => {
    const token = await loginToken(ctx.app, 'demo', 'Lotus#2026');
    const out = await call('DELETE', apiPaths.logout, token);
    expect(out.json()).toEqual({ success: true, value: { loggedOut: true } });
    expect((await call('GET', apiPaths.memberInfo, token)).statusCode).toBe(401);
    expect((await call('DELETE', apiPaths.logout, token)).statusCode).toBe(401);
  });

  it('expires a session idle for longer than the brand allows, and at its absolute end', async () => {
    const idle = await loginToken(ctx.app, 'demo', 'Lotus#2026');
    const absolute = await loginToken(ctx.app, 'demo', 'Lotus#2026');
    const rows = await ctx.database.db.select().from(sessions);
    const [idleRow, absoluteRow] = rows.slice(-2);
    await ctx.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(sessions.id, idleRow!.id));
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, absoluteRow!.id));
    expect((await call('GET', apiPaths.memberInfo, idle)).statusCode).toBe(401);
    expect((await call('GET', apiPaths.memberInfo, absolute)).statusCode).toBe(401);
  });
});

describe('hand-off codes', () => {
  it('exchanges a code once for a new session', async () => {
    const token = await loginToken(ctx.app, 'demo', 'Lotus#2026');
    const created = await call('POST', `${apiPaths.handoff}/new`, token);
    const { code, expiresInSeconds } = created.json().value;
    expect(expiresInSeconds).toBe(60);
    const exchanged = await call('POST', apiPaths.handoff, undefined, { code });
    expect(exchanged.statusCode).toBe(200);
    const second = exchanged.json().value.token as string;
    expect(second).not.toBe(token);
    expect((await call('GET', apiPaths.memberInfo, second)).json().value.account).toBe('demo');
    const replay = await call('POST', apiPaths.handoff, undefined, { code });
    expect(replay.statusCode).toBe(401);
    // a hand-off code is not a session token
    expect((await call('GET', apiPaths.memberInfo, code)).statusCode).toBe(401);
  });

  it('refuses an expired code', async () => {
    const token = await loginToken(ctx.app, 'demo', 'Lotus#2026');
    const { code } = (await call('POST', `${apiPaths.handoff}/new`, token)).json().value;
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.kind, 'handoff'));
    expect((await call('POST', apiPaths.handoff, undefined, { code })).statusCode).toBe(401);
  });
});

describe('trial play', () => {
  it('starts a type-4 account that is refused real-account actions', async () => {
    const response = await call('POST', apiPaths.loginFreePlay, undefined, {
      platform: 'W',
      botCheck: await solveBotCheck(ctx.app),
    });
    expect(response.statusCode).toBe(200);
    const token = response.json().value.token as string;
    const info = (await call('GET', apiPaths.memberInfo, token)).json().value;
    expect(info).toMatchObject({ type: 4, isTrial: true, isAgent: false });
    const refused = await call('POST', `${apiPaths.handoff}/new`, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'trial_not_allowed',
      messageKey: 'in_need_true_account',
      message: 'Please Register An Account First',
    });
    const [row] = await ctx.database.db.select().from(members).where(eq(members.id, info.id));
    expect(row!.passwordHash).toBeNull();
    expect(row!.expiresAt!.getTime()).toBeGreaterThan(Date.now());
  });

  it('needs the bot check and the FREEPLAY3 module', async () => {
    const noBot = await call('POST', apiPaths.loginFreePlay, undefined, { botCheck: 'e30=' });
    expect(noBot.json().code).toBe('bot_check_failed');
    await ctx.database.db
      .update(whitelabelModules)
      .set({ enabled: false })
      .where(eq(whitelabelModules.modId, 'FREEPLAY3'));
    try {
      const off = await call('POST', apiPaths.loginFreePlay, undefined, {
        botCheck: await solveBotCheck(ctx.app),
      });
      expect(off.statusCode).toBe(403);
      expect(off.json().code).toBe('operation_not_allowed');
    } finally {
      await ctx.database.db
        .update(whitelabelModules)
        .set({ enabled: true })
        .where(eq(whitelabelModules.modId, 'FREEPLAY3'));
    }
  });
});

describe('sms login', () => {
  it('logs in with a code sent to the mobile number, once', async () => {
    const { db } = ctx.database;
    const [merchant] = await db.select().from(merchants);
    const codes = createVerificationCodes({
      db,
      hmacKey: await loadHmacKey(db, undefined),
      messaging: createMessaging(db, testConfig()),
    });
    await codes.deliver({
      merchant: merchant!,
      purpose: 'login',
      channel: 'sms',
      destination: '+66812345678',
      ip: '127.0.0.1',
    });
    const code = extractCode((await latestMessage(db, '+66812345678', 'sms'))!.body);
    const login = async (verificationCode: string) =>
      ctx.app.inject({
        method: 'POST',
        url: apiPaths.login,
        headers: brandHeaders,
        payload: await encryptBody(
          ctx.app,
          {
            type: 'sms',
            countryDialingCode: '+66',
            mobileNum: '0812345678',
            verificationCode,
            portal: 'member',
          },
          'lotus',
        ),
      });
    const ok = await login(code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value).toMatchObject({ status: 'ok', passwordExpired: false });
    const reused = await login(code);
    expect(reused.json().code).toBe('code_used');
  });
});
