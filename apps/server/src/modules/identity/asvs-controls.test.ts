import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { apiPaths } from '@lobby/contracts';
import { authEvents, members, sessions } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { brandHeaders, loginToken, postPasswordLogin } from '../../../test/login-kit.ts';
import { checkNewPassword, hashPassword } from './password-policy.ts';

/**
 * ASVS 5.0 controls that no flow test shows on its own (docs/security.md maps each
 * requirement to its test): the password floor, exact password checks, session tokens,
 * the sliding idle limit, the absence of built-in accounts and disabled accounts.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const memberInfo = (token: string) =>
  ctx.app.inject({
    method: 'GET',
    url: apiPaths.memberInfo,
    headers: { ...brandHeaders, token },
  });

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

describe("Lobby's password floor (ASVS 6.2.1, 6.2.4, 6.2.5, 6.2.9)", () => {
  it('accepts passwords of any composition from 8 to 128 characters', () => {
    const accepted = [
      'lantern orchid river', // spaces, lower case only
      'ดอกบัวสีทองยามเช้า', // Thai letters only
      '🪷🪷 lotus 🪷🪷',
      '90417263', // digits only, exactly 8
      'quietmarble'.repeat(6).slice(0, 64),
      'Quiet-Marble-'.repeat(10).slice(0, 128),
    ];
    for (const password of accepted) {
      expect(checkNewPassword(password, 'body.password'), password).toEqual([]);
    }
  });

  it('refuses fewer than 8 or more than 128 characters, counting characters, not bytes', () => {
    expect(checkNewPassword('ดอกบัวสี', 'body.password')).toEqual([]); // 8 characters, 24 bytes
    for (const password of ['seven77', 'x'.repeat(129)]) {
      expect(checkNewPassword(password, 'body.password')[0]).toMatchObject({
        field: 'body.password',
        messageKey: 'reg_password_length',
      });
    }
  });

  it('refuses passwords from the common-password list, whatever their case', () => {
    for (const password of ['password123', 'PASSWORD123', 'qwertyuiop', 'iloveyou2']) {
      expect(checkNewPassword(password, 'body.password')[0], password).toMatchObject({
        messageKey: 'err_password_too_common',
      });
    }
  });
});

describe('password verification (ASVS 6.2.8)', () => {
  it('checks the password exactly as stored: no truncation, no change of case', async () => {
    const long = 'Orchid-River-9'.repeat(10).slice(0, 128);
    await ctx.database.db
      .update(members)
      .set({ passwordHash: await hashPassword(long) })
      .where(eq(members.username, 'agentpro'));
    const attempt = (password: string) =>
      postPasswordLogin(ctx.app, { username: 'agentpro', password, portal: 'agent' });
    try {
      expect((await attempt(long)).statusCode).toBe(200);
      for (const variant of [long.toUpperCase(), long.slice(0, 127), long.slice(0, 72)]) {
        const refused = await attempt(variant);
        expect(refused.statusCode, variant).toBe(401);
        expect(refused.json().code).toBe('login_failed');
      }
    } finally {
      await ctx.database.db
        .update(members)
        .set({ passwordHash: await hashPassword('Lotus#2026') })
        .where(eq(members.username, 'agentpro'));
      await ctx.database.db.delete(authEvents).where(eq(authEvents.username, 'agentpro'));
    }
  });
});

describe('session tokens (ASVS 7.2.3, 7.2.4)', () => {
  it('issues a new 256-bit token at every login and stores only its SHA-256', async () => {
    const first = await loginToken(ctx.app, 'demo', 'Lotus#2026');
    const second = await loginToken(ctx.app, 'demo', 'Lotus#2026');
    expect(first).not.toBe(second);
    for (const token of [first, second]) {
      // 32 random bytes in base64url are 43 characters
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
    const rows = await ctx.database.db
      .select()
      .from(sessions)
      .where(inArray(sessions.tokenHash, [sha256Hex(first), sha256Hex(second)]));
    expect(rows).toHaveLength(2);
    const stored = JSON.stringify(await ctx.database.db.select().from(sessions));
    expect(stored).not.toContain(first);
    expect(stored).not.toContain(second);
  });
});

describe('idle limit (ASVS 7.3.1)', () => {
  it('slides with use: a call inside the idle limit keeps the session and moves lastSeenAt', async () => {
    const token = await loginToken(ctx.app, 'demo', 'Lotus#2026');
    const tokenHash = sha256Hex(token);
    const almostIdle = new Date(Date.now() - 29 * 60_000);
    await ctx.database.db
      .update(sessions)
      .set({ lastSeenAt: almostIdle })
      .where(eq(sessions.tokenHash, tokenHash));
    expect((await memberInfo(token)).statusCode).toBe(200);
    const [row] = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, tokenHash));
    expect(row!.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await memberInfo(token)).statusCode).toBe(200);
  });
});

describe('default accounts (ASVS 6.3.2)', () => {
  it('has no account at all on a database that was migrated but not given the demo seed', async () => {
    const bare = await createTestApp({ seed: false });
    try {
      expect(await bare.database.db.select().from(members)).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});

describe('disabled accounts (ASVS 7.4.2)', () => {
  it('ends the live sessions of a disabled account at once and refuses its logins', async () => {
    const token = await loginToken(ctx.app, 'demo', 'Lotus#2026');
    expect((await memberInfo(token)).statusCode).toBe(200);
    await ctx.database.db
      .update(members)
      .set({ status: 'disabled' })
      .where(eq(members.username, 'demo'));
    try {
      const dead = await memberInfo(token);
      expect(dead.statusCode).toBe(401);
      expect(dead.json().code).toBe('not_logged_in');
      const login = await postPasswordLogin(ctx.app, { username: 'demo', password: 'Lotus#2026' });
      expect(login.statusCode).toBe(403);
      expect(login.json().code).toBe('account_disabled');
    } finally {
      await ctx.database.db
        .update(members)
        .set({ status: 'active' })
        .where(eq(members.username, 'demo'));
    }
  });
});
