import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { apiPaths, type AuthPolicy } from '@lobby/contracts';
import {
  authEvents,
  merchants,
  members,
  outboxMessages,
  passwordResetTokens,
} from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { encryptBody } from '../../../test/encrypted-body-kit.ts';
import { brandHeaders, loginToken, postPasswordLogin } from '../../../test/login-kit.ts';
import { deviceThroughLockout, expectRealWait } from '../../../test/lockout-kit.ts';
import { extractLink, latestMessage } from '../../../test/outbox-kit.ts';
import { hashPassword } from './password-policy.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

let ipCounter = 0;
/** A fresh address per request, so per-IP limits only bite where a test means them to. */
const nextIp = () => `10.2.0.${(ipCounter += 1)}`;

async function setPassword(username: string, password: string): Promise<void> {
  await ctx.database.db
    .update(members)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(members.username, username));
}

async function withPolicy(policy: Partial<AuthPolicy>, run: () => Promise<void>) {
  await ctx.database.db.update(merchants).set({ authPolicy: policy });
  try {
    await run();
  } finally {
    await ctx.database.db.update(merchants).set({ authPolicy: {} });
  }
}

const forgotForm = (username: string, email: string, ip = nextIp()) =>
  ctx.app.inject({
    method: 'POST',
    url: apiPaths.forgotPasswordEmail,
    headers: { ...brandHeaders, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, email }).toString(),
    remoteAddress: ip,
  });

const forgotJson = (username: string, email: string) =>
  ctx.app.inject({
    method: 'POST',
    url: apiPaths.forgotPasswordEmail,
    headers: brandHeaders,
    payload: { username, email },
    remoteAddress: nextIp(),
  });

const resetWith = async (
  resetToken: string,
  newPassword: string,
  confirmNewPassword = newPassword,
) =>
  ctx.app.inject({
    method: 'POST',
    url: apiPaths.resetPassword,
    headers: brandHeaders,
    payload: await encryptBody(ctx.app, { resetToken, newPassword, confirmNewPassword }, 'lotus'),
    remoteAddress: nextIp(),
  });

async function resetMailsTo(recipient: string): Promise<number> {
  const rows = await ctx.database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient));
  return rows.filter((row) => row.purpose === 'password-reset').length;
}

/** The token of the newest reset mail to a recipient, read from the link as a user would. */
async function mailedToken(recipient: string): Promise<string> {
  const mail = await latestMessage(ctx.database.db, recipient, 'email');
  expect(mail?.purpose).toBe('password-reset');
  const link = new URL(extractLink(mail!.body));
  expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/index');
  return link.searchParams.get('resetToken')!;
}

describe('forgot password by email', () => {
  it('mails a single-use link that sets a new password and ends every session', async () => {
    const session = await loginToken(ctx.app, 'demo', 'Lotus#2026');
    const response = await forgotForm('Demo', 'DEMO@lotus.example');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, value: { messageKey: 'in_been_out' } });
    const mail = await latestMessage(ctx.database.db, 'demo@lotus.example', 'email');
    expect(mail?.subject).toBe('Reset your Lucky Lotus password');
    const token = await mailedToken('demo@lotus.example');

    const reset = await resetWith(token, 'Jasmine2027x');
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ success: true, value: { changed: true } });
    const info = await ctx.app.inject({
      method: 'GET',
      url: apiPaths.memberInfo,
      headers: { ...brandHeaders, token: session },
    });
    expect(info.statusCode).toBe(401);
    expect(
      (await postPasswordLogin(ctx.app, { username: 'demo', password: 'Lotus#2026' })).json().code,
    ).toBe('login_failed');
    await expect(loginToken(ctx.app, 'demo', 'Jasmine2027x')).resolves.toBeTypeOf('string');

    const reused = await resetWith(token, 'Another2027x');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('reset_link_invalid');
    const events = await ctx.database.db
      .select()
      .from(authEvents)
      .where(and(eq(authEvents.username, 'demo'), eq(authEvents.outcome, 'success')));
    expect(events.map((event) => event.event)).toEqual(
      expect.arrayContaining(['password_reset_request', 'password_reset']),
    );
    await setPassword('demo', 'Lotus#2026');
  });

  it('retires the device cookies: the old one no longer vouches against a lockout', async () => {
    await withPolicy({ loginFailuresPerAccount: 2, captchaAfterFailures: 100 }, async () => {
      const fromDevice = await deviceThroughLockout(ctx.app, {
        username: 'agent',
        password: 'Lotus#2026',
        failures: 2,
        host: 41,
      });
      await forgotForm('agent', 'agent@lotus.example');
      const reset = await resetWith(await mailedToken('agent@lotus.example'), 'Orchid2027x');
      expect(reset.statusCode).toBe(200);
      expectRealWait(await fromDevice('Orchid2027x'), 15 * 60);
    });
    await setPassword('agent', 'Lotus#2026');
  });

  it('accepts JSON as well, and keeps the token only hashed', async () => {
    const response = await forgotJson('agent', 'agent@lotus.example');
    expect(response.json().value).toEqual({ messageKey: 'in_been_out' });
    const token = await mailedToken('agent@lotus.example');
    const stored = await ctx.database.db.select().from(passwordResetTokens);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
    expect(stored.length).toBeGreaterThan(0);
  });

  it('answers the same for a wrong address or an unknown account, and mails nothing', async () => {
    const before = await resetMailsTo('agentpro@lotus.example');
    const wrongEmail = await forgotForm('agentpro', 'someone@else.example');
    const unknown = await forgotForm('nobody99', 'nobody@lotus.example');
    expect(wrongEmail.statusCode).toBe(200);
    expect(wrongEmail.json()).toEqual(unknown.json());
    expect(wrongEmail.json().value).toEqual({ messageKey: 'in_been_out' });
    expect(await resetMailsTo('agentpro@lotus.example')).toBe(before);
    expect(await resetMailsTo('someone@else.example')).toBe(0);
  });

  it("tells an unknown account when the brand's policy reveals it", async () => {
    await withPolicy({ revealUnknownAccount: true }, async () => {
      for (const response of [
        await forgotForm('nobody99', 'nobody@lotus.example'),
        await forgotForm('agentpro', 'someone@else.example'),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({
          code: 'account_not_found',
          message: 'Username/Email does not exist',
        });
      }
    });
  });

  it('refuses an expired link, and a newer link retires the older one', async () => {
    await forgotForm('newbie', 'newbie@lotus.example');
    const first = await mailedToken('newbie@lotus.example');
    await forgotForm('newbie', 'newbie@lotus.example');
    const second = await mailedToken('newbie@lotus.example');
    expect(second).not.toBe(first);
    expect((await resetWith(first, 'Newbie2027x')).json().code).toBe('reset_link_invalid');

    await ctx.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await resetWith(second, 'Newbie2027x');
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('reset_link_invalid');
    expect((await resetWith('x'.repeat(43), 'Newbie2027x')).json().code).toBe('reset_link_invalid');
  });

  it('checks the new password before using up the link', async () => {
    await forgotForm('agentpro', 'agentpro@lotus.example');
    const token = await mailedToken('agentpro@lotus.example');
    const weak = await resetWith(token, 'Lobby@123');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields[0]).toMatchObject({
      field: 'body.newPassword',
      messageKey: 'err_password_too_common',
    });
    const mismatch = await resetWith(token, 'Agentpro2027x', 'Agentpro2027y');
    expect(mismatch.json().fields[0]).toMatchObject({
      field: 'body.confirmNewPassword',
      messageKey: 'confirm_mismatch',
    });
    expect((await resetWith(token, 'Agentpro2027x')).statusCode).toBe(200);
    await setPassword('agentpro', 'Lotus#2026');
  });

  it('sends at most resetRequestsPerAccount mails per window, answering the same', async () => {
    await withPolicy({ resetRequestsPerAccount: 1 }, async () => {
      await ctx.database.db.delete(authEvents);
      const before = await resetMailsTo('agent@lotus.example');
      const first = await forgotForm('agent', 'agent@lotus.example');
      const second = await forgotForm('agent', 'agent@lotus.example');
      expect(second.json()).toEqual(first.json());
      expect(await resetMailsTo('agent@lotus.example')).toBe(before + 1);
    });
  });

  it('refuses an IP past codeSendsPerIp in the window', async () => {
    await withPolicy({ codeSendsPerIp: 2 }, async () => {
      const ip = '10.9.9.9';
      expect((await forgotForm('nobody1', 'a@b.example', ip)).statusCode).toBe(200);
      expect((await forgotForm('nobody2', 'a@b.example', ip)).statusCode).toBe(200);
      const third = await forgotForm('nobody3', 'a@b.example', ip);
      expectRealWait(third, 15 * 60);
      await ctx.database.db
        .update(authEvents)
        .set({ createdAt: new Date(Date.now() - 10 * 60_000) })
        .where(eq(authEvents.ip, ip));
      expectRealWait(await forgotForm('nobody4', 'a@b.example', ip), 5 * 60);
    });
  });

  it('refuses other body types, oversized forms and missing fields as envelopes', async () => {
    const text = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.forgotPasswordEmail,
      headers: { ...brandHeaders, 'content-type': 'text/plain' },
      payload: 'username=demo',
    });
    expect(text.statusCode).toBe(415);
    const huge = await forgotForm('demo', `${'a'.repeat(5000)}@lotus.example`);
    expect(huge.statusCode).toBe(413);
    const missing = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.forgotPasswordEmail,
      headers: { ...brandHeaders, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=demo&__proto__=x',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('validation_failed');
  });

  it('keeps form bodies to this one call', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.resetPassword,
      headers: { ...brandHeaders, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'resetToken=abc',
    });
    expect(response.statusCode).toBe(415);
  });

  it('refuses a reset sent in plaintext', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.resetPassword,
      headers: brandHeaders,
      payload: {
        resetToken: 'x'.repeat(43),
        newPassword: 'Quiet river',
        confirmNewPassword: 'Quiet river',
      },
    });
    expect(response.json().code).toBe('encryption_required');
  });
});
