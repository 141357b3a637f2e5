import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { apiPaths } from '@lobby/contracts';
import { authEvents, memberKnownIps, merchants, members } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { encryptBody } from '../../../test/encrypted-body-kit.ts';
import { deviceThroughLockout, expectRealWait, setLoginPolicy } from '../../../test/lockout-kit.ts';
import { brandHeaders, loginToken, postPasswordLogin } from '../../../test/login-kit.ts';
import { hashPassword } from './password-policy.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

/** Puts a demo account's password back, so each test starts from the seeded state. */
async function setPassword(username: string, password: string): Promise<void> {
  await ctx.database.db
    .update(members)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(members.username, username));
}

let ipCounter = 0;
/** A fresh address per call: the route's own rate limit is not what these tests are about. */
const nextIp = () => `10.1.0.${(ipCounter += 1)}`;

async function changePassword(
  token: string,
  body: { oldPassword: string; newPassword: string; confirmNewPassword?: string },
) {
  return ctx.app.inject({
    method: 'POST',
    url: apiPaths.changePassword,
    headers: { ...brandHeaders, token },
    payload: await encryptBody(ctx.app, { confirmNewPassword: body.newPassword, ...body }, 'lotus'),
    remoteAddress: nextIp(),
  });
}

/** agentpro (type 41) logs in at the agent portal only. */
async function agentProToken(password = 'Lotus#2026'): Promise<string> {
  const response = await postPasswordLogin(ctx.app, {
    username: 'agentpro',
    password,
    portal: 'agent',
  });
  expect(response.statusCode).toBe(200);
  return response.json().value.token;
}

const get = (url: string, token: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { ...brandHeaders, token } });

describe('change password', () => {
  it('changes the password: the old one stops working, other sessions end, this one lives', async () => {
    const other = await loginToken(ctx.app, 'demo', 'Lotus#2026');
    const token = await loginToken(ctx.app, 'demo', 'Lotus#2026');
    const response = await changePassword(token, {
      oldPassword: 'Lotus#2026',
      newPassword: 'Orchid2027x',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, value: { changed: true } });

    expect((await get(apiPaths.memberInfo, token)).statusCode).toBe(200);
    const dead = await get(apiPaths.memberInfo, other);
    expect(dead.statusCode).toBe(401);
    expect(dead.json().code).toBe('not_logged_in');

    const old = await postPasswordLogin(ctx.app, { username: 'demo', password: 'Lotus#2026' });
    expect(old.json().code).toBe('login_failed');
    await expect(loginToken(ctx.app, 'demo', 'Orchid2027x')).resolves.toBeTypeOf('string');

    const [audit] = await ctx.database.db
      .select()
      .from(authEvents)
      .where(and(eq(authEvents.event, 'password_change'), eq(authEvents.outcome, 'success')));
    expect(audit).toMatchObject({ username: 'demo', userAgent: 'lightMyRequest' });
    await setPassword('demo', 'Lotus#2026');
  });

  it('refuses a wrong current password, logs it, and throttles after five', async () => {
    const token = await loginToken(ctx.app, 'agent', 'Lotus#2026');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await changePassword(token, {
        oldPassword: `Wrong${attempt}pass`,
        newPassword: 'Orchid2027x',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().code).toBe('wrong_password');
    }
    const failures = await ctx.database.db
      .select()
      .from(authEvents)
      .where(
        and(
          eq(authEvents.username, 'agent'),
          eq(authEvents.event, 'password_change'),
          eq(authEvents.outcome, 'failure'),
        ),
      );
    expect(failures).toHaveLength(5);
    // even the right password waits for the window now
    const throttled = await changePassword(token, {
      oldPassword: 'Lotus#2026',
      newPassword: 'Orchid2027x',
    });
    // the real wait: the window (15 minutes) from the failure that filled it
    expectRealWait(throttled, 15 * 60);
    await ctx.database.db
      .update(authEvents)
      .set({ createdAt: new Date(Date.now() - 10 * 60_000) })
      .where(and(eq(authEvents.username, 'agent'), eq(authEvents.event, 'password_change')));
    const later = await changePassword(token, {
      oldPassword: 'Lotus#2026',
      newPassword: 'Orchid2027x',
    });
    expectRealWait(later, 5 * 60);
    await expect(loginToken(ctx.app, 'agent', 'Lotus#2026')).resolves.toBeTypeOf('string');
  });

  it('retires the device cookies: the old one no longer vouches against a lockout', async () => {
    await setLoginPolicy(ctx.database.db, { loginFailuresPerAccount: 2 });
    try {
      // the device vouches for its owner while strangers have the account locked
      const fromDevice = await deviceThroughLockout(ctx.app, {
        username: 'newbie',
        password: 'Lobby@123',
        failures: 2,
        host: 31,
      });
      const token = await loginToken(ctx.app, 'newbie', 'Lobby@123', '192.0.2.31');
      const changed = await changePassword(token, {
        oldPassword: 'Lobby@123',
        newPassword: 'Orchid2027x',
      });
      expect(changed.statusCode).toBe(200);
      // after the change it is a stranger's browser like any other: the lockout's refusal
      expectRealWait(await fromDevice('Orchid2027x'), 15 * 60);
    } finally {
      await ctx.database.db.update(merchants).set({ authPolicy: {} });
      // as the account was before: no failures on record and no IP it is known from
      await ctx.database.db.delete(authEvents).where(eq(authEvents.username, 'newbie'));
      const [newbie] = await ctx.database.db
        .select({ id: members.id })
        .from(members)
        .where(eq(members.username, 'newbie'));
      await ctx.database.db.delete(memberKnownIps).where(eq(memberKnownIps.memberId, newbie!.id));
      await setPassword('newbie', 'Lobby@123');
    }
  });

  it('puts each rule violation on its field and changes nothing', async () => {
    const token = await agentProToken();
    const cases = [
      { newPassword: 'short1', field: 'body.newPassword', key: 'reg_password_length' },
      {
        newPassword: 'onlyletters',
        field: 'body.newPassword',
        key: 'reg_pattern_letters_and_digits',
      },
      { newPassword: 'password1', field: 'body.newPassword', key: 'err_password_too_common' },
      { newPassword: 'Lobby@123', field: 'body.newPassword', key: 'err_password_too_common' },
      { newPassword: 'Lotus#2026', field: 'body.newPassword', key: 'err_password_same_as_old' },
    ];
    for (const { newPassword, field, key } of cases) {
      const response = await changePassword(token, { oldPassword: 'Lotus#2026', newPassword });
      expect(response.statusCode, newPassword).toBe(400);
      expect(response.json().code).toBe('validation_failed');
      expect(response.json().fields, newPassword).toContainEqual(
        expect.objectContaining({ field, messageKey: key }),
      );
    }
    const mismatch = await changePassword(token, {
      oldPassword: 'Lotus#2026',
      newPassword: 'Orchid2027x',
      confirmNewPassword: 'Orchid2027y',
    });
    expect(mismatch.json().fields).toEqual([
      {
        field: 'body.confirmNewPassword',
        messageKey: 'confirm_mismatch',
        message: 'Incorrect confirmation input',
      },
    ]);
    await expect(agentProToken()).resolves.toBeTypeOf('string');
  });

  it('needs a session and an encrypted body', async () => {
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.changePassword,
      headers: brandHeaders,
      payload: { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' },
    });
    expect(anonymous.statusCode).toBe(401);
    const token = await agentProToken();
    const plain = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.changePassword,
      headers: { ...brandHeaders, token },
      payload: { oldPassword: 'Lotus#2026', newPassword: 'Orchid2027x', confirmNewPassword: 'x' },
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().code).toBe('encryption_required');
  });
});

describe('forced change of the weak default password', () => {
  it('keeps everything but info and the change closed until the password is changed', async () => {
    const login = await postPasswordLogin(ctx.app, { username: 'newbie', password: 'Lobby@123' });
    expect(login.statusCode, login.body).toBe(200);
    const { token, passwordExpired } = login.json().value;
    expect(passwordExpired).toBe(true);

    const info = await get(apiPaths.memberInfo, token);
    expect(info.statusCode).toBe(200);
    expect(info.json().value.passwordExpired).toBe(true);
    const blocked = await get(apiPaths.securityOverview, token);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('password_change_required');

    // the weak default itself is not a way out
    const same = await changePassword(token, {
      oldPassword: 'Lobby@123',
      newPassword: 'Lobby@123',
    });
    expect(same.json().fields[0].messageKey).toBe('err_password_too_common');

    const changed = await changePassword(token, {
      oldPassword: 'Lobby@123',
      newPassword: 'Newbie2027x',
    });
    expect(changed.statusCode).toBe(200);
    expect((await get(apiPaths.securityOverview, token)).statusCode).toBe(200);
    expect((await get(apiPaths.memberInfo, token)).json().value.passwordExpired).toBe(false);

    const next = await postPasswordLogin(ctx.app, { username: 'newbie', password: 'Newbie2027x' });
    expect(next.json().value.passwordExpired).toBe(false);
  });
});
