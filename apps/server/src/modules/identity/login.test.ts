import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiPaths } from '@lobby/contracts';
import { authEvents, merchants, sessions } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { issueKnownCaptcha } from '../../../test/bot-check-kit.ts';
import { encryptBody } from '../../../test/encrypted-body-kit.ts';
import { brandHeaders, loginToken, postPasswordLogin } from '../../../test/login-kit.ts';
import { extractCode, latestMessage } from '../../../test/outbox-kit.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const memberInfo = (token: string, ip = '127.0.0.1') =>
  ctx.app.inject({
    method: 'GET',
    url: apiPaths.memberInfo,
    headers: { ...brandHeaders, token },
    remoteAddress: ip,
  });

describe('password login', () => {
  it('logs a member in and the token reads the member info', async () => {
    const token = await loginToken(ctx.app, '  Demo ', 'Lotus#2026');
    expect(token.length).toBeGreaterThanOrEqual(43);
    const info = await memberInfo(token);
    expect(info.statusCode).toBe(200);
    expect(info.json().value).toMatchObject({
      account: 'demo',
      nickname: 'Somchai',
      type: 0,
      isLogin: true,
      isAgent: false,
      isTrial: false,
      passwordExpired: false,
    });
    // only the hash of the token is stored
    const stored = await ctx.database.db.select().from(sessions);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
  });

  it('refuses a wrong password with the same answer as an unknown account', async () => {
    const wrong = await postPasswordLogin(ctx.app, { username: 'agent', password: 'nope-nope' });
    const unknown = await postPasswordLogin(ctx.app, { username: 'ghost', password: 'nope-nope' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('login_failed');
    expect(unknown.json().code).toBe('login_failed');
    const failures = await ctx.database.db
      .select()
      .from(authEvents)
      .where(eq(authEvents.username, 'ghost'));
    expect(failures[0]).toMatchObject({ event: 'login', outcome: 'failure', ip: '127.0.0.1' });
  });

  it('refuses plaintext, a missing bot check and a body that does not decrypt', async () => {
    const plain = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.login,
      headers: brandHeaders,
      payload: { type: 'password', username: 'demo', password: 'Lotus#2026', botCheck: 'x' },
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().code).toBe('encryption_required');
    const noBot = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.login,
      headers: brandHeaders,
      // an IP without failures, so no proof of work is asked for before the bot check
      remoteAddress: '198.51.100.77',
      payload: await encryptBody(
        ctx.app,
        { type: 'password', username: 'demo', password: 'Lotus#2026', botCheck: 'e30=' },
        'lotus',
      ),
    });
    expect(noBot.json().code).toBe('bot_check_failed');
    const garbage = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.login,
      headers: brandHeaders,
      payload: { encrypted: { keyId: 'nope', key: 'AAAA', iv: 'AAAA', data: 'AAAA' } },
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().code).toBe('decryption_failed');
  });

  it('keeps agents and members at their own doors', async () => {
    const memberAtAgent = await postPasswordLogin(ctx.app, {
      username: 'demo',
      password: 'Lotus#2026',
      portal: 'agent',
    });
    expect(memberAtAgent.statusCode).toBe(403);
    expect(memberAtAgent.json().code).toBe('non_agent_login');
    const agentOnlyAtMember = await postPasswordLogin(ctx.app, {
      username: 'agentpro',
      password: 'Lotus#2026',
    });
    expect(agentOnlyAtMember.json().code).toBe('non_member_login');
    const agentAtAgent = await postPasswordLogin(ctx.app, {
      username: 'agent',
      password: 'Lotus#2026',
      portal: 'agent',
    });
    expect(agentAtAgent.statusCode).toBe(200);
    const info = await memberInfo(agentAtAgent.json().value.token);
    expect(info.json().value).toMatchObject({ isAgent: true, type: 1 });
  });
});

describe('captcha and throttling', () => {
  it('demands a captcha after repeated failures, then refuses for the window', async () => {
    const ip = '10.0.0.7';
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const response = await postPasswordLogin(ctx.app, {
        username: 'newbie',
        password: `wrong-${attempt}`,
        ip,
      });
      expect(response.json().code).toBe('login_failed');
      expect(response.json().details.captchaRequired).toBe(attempt >= 3);
    }
    const withoutCaptcha = await postPasswordLogin(ctx.app, {
      username: 'newbie',
      password: 'Lobby@123',
      ip,
    });
    expect(withoutCaptcha.json()).toMatchObject({
      code: 'captcha_required',
      details: { captchaRequired: true },
    });
    const [merchant] = await ctx.database.db.select().from(merchants);
    const wrongCaptcha = await issueKnownCaptcha(ctx.database.db, merchant!.id);
    const refused = await postPasswordLogin(ctx.app, {
      username: 'newbie',
      password: 'Lobby@123',
      ip,
      captchaId: wrongCaptcha.captchaId,
      captcha: 'ZZZZZ',
    });
    expect(refused.json().code).toBe('captcha_check_failed');
    const captcha = await issueKnownCaptcha(ctx.database.db, merchant!.id);
    const passed = await postPasswordLogin(ctx.app, {
      username: 'newbie',
      password: 'Lobby@123',
      ip,
      captchaId: captcha.captchaId,
      captcha: captcha.answer.toLowerCase(),
    });
    expect(passed.statusCode).toBe(200);
    // the weak default password: logged in, but must change it first
    expect(passed.json().value).toMatchObject({ status: 'ok', passwordExpired: true });
    const token = passed.json().value.token as string;
    expect((await memberInfo(token, ip)).json().value.passwordExpired).toBe(true);
    const blocked = await ctx.app.inject({
      method: 'POST',
      url: `${apiPaths.handoff}/new`,
      headers: { ...brandHeaders, token },
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('password_change_required');
  });

  it('refuses all logins of an account past its failure limit, without a permanent lock', async () => {
    await ctx.database.db
      .update(merchants)
      .set({ authPolicy: { loginFailuresPerAccount: 2, captchaAfterFailures: 50 } });
    try {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        await postPasswordLogin(ctx.app, { username: 'agentpro', password: 'bad-password' });
      }
      const locked = await postPasswordLogin(ctx.app, {
        username: 'agentpro',
        password: 'Lotus#2026',
        portal: 'agent',
      });
      expect(locked.statusCode).toBe(429);
      expect(locked.json().code).toBe('too_many_requests');
      // the window slides: failures older than it no longer count
      await ctx.database.db
        .update(authEvents)
        .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
        .where(eq(authEvents.username, 'agentpro'));
      const later = await postPasswordLogin(ctx.app, {
        username: 'agentpro',
        password: 'Lotus#2026',
        portal: 'agent',
      });
      expect(later.statusCode).toBe(200);
    } finally {
      await ctx.database.db.update(merchants).set({ authPolicy: {} });
    }
  });
});

describe('second step for an unknown IP', () => {
  it('asks for a code sent by SMS, then remembers the IP', async () => {
    await loginToken(ctx.app, 'agent', 'Lotus#2026', '127.0.0.1');
    const fromElsewhere = await postPasswordLogin(ctx.app, {
      username: 'agent',
      password: 'Lotus#2026',
      ip: '203.0.113.9',
    });
    expect(fromElsewhere.statusCode).toBe(200);
    const pending = fromElsewhere.json().value;
    expect(pending).toMatchObject({ status: 'second_step', channel: 'sms' });
    expect(pending.destination).not.toContain('811111111');
    const sms = await latestMessage(ctx.database.db, '+66811111111', 'sms');
    const code = extractCode(sms!.body);
    const verify = (verificationCode: string) =>
      ctx.app.inject({
        method: 'POST',
        url: apiPaths.loginVerify,
        headers: brandHeaders,
        payload: { challenge: pending.challenge, verificationCode },
        remoteAddress: '203.0.113.9',
      });
    const wrong = await verify(code === '000000' ? '111111' : '000000');
    expect(wrong.json().code).toBe('invalid_verification_code');
    const right = await verify(code);
    expect(right.statusCode).toBe(200);
    expect(right.json().value.status).toBe('ok');
    const reused = await verify(code);
    expect(reused.statusCode).toBe(400);
    const again = await postPasswordLogin(ctx.app, {
      username: 'agent',
      password: 'Lotus#2026',
      ip: '203.0.113.9',
    });
    expect(again.json().value.status).toBe('ok');
  });
});
