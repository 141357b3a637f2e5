import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { apiPaths } from '@lobby/contracts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import {
  postStaffLogin,
  postStaffLoginOnce,
  staffHeaders,
  staffLogin,
  staffToken,
} from '../../../test/staff-kit.ts';
import { auditLog, staffSessions, staffUsers } from '../../db/schema/index.ts';
import { hashToken } from '../identity/index.ts';
import { createOtherBrand, otherBrandHeaders } from './testing/other-brand-kit.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const logout = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url: apiPaths.staffLogout, headers });

describe('POST /bo/session/login', () => {
  it('logs in a seeded operator and stores only the hash of the token', async () => {
    const response = await postStaffLogin(ctx.app, {
      username: ' Cashier ',
      password: 'Lotus#2026',
      ip: '10.0.0.1',
    });
    expect(response.statusCode).toBe(200);
    const value = response.json().value;
    expect(value).toMatchObject({ status: 'ok', username: 'cashier', roles: ['cashier'] });
    expect(value.token).toMatch(/^[\w-]{43}$/);
    const hours = (Date.parse(value.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(7.9);
    expect(hours).toBeLessThanOrEqual(8);
    const sessions = await ctx.database.db.select().from(staffSessions);
    expect(sessions.some((row) => row.tokenHash === hashToken(value.token))).toBe(true);
    expect(sessions.some((row) => row.tokenHash === value.token)).toBe(false);
  });

  it('refuses a wrong password and an unknown name with the same answer, and audits both', async () => {
    const wrong = await postStaffLogin(ctx.app, {
      username: 'cashier',
      password: 'nope-nope',
      ip: '10.0.0.2',
    });
    const unknown = await postStaffLogin(ctx.app, {
      username: 'ghost',
      password: 'Lotus#2026',
      ip: '10.0.0.2',
    });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, code: 'staff_login_failed' });
    }
    const failures = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.login_failed'), eq(auditLog.ip, '10.0.0.2')));
    expect(failures.map((row) => row.subjectId).sort()).toEqual(['cashier', 'ghost']);
  });

  it('stops trying a name after five failures, even with the right password then', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await postStaffLogin(ctx.app, {
        username: 'admin',
        password: `wrong-${attempt}`,
        ip: `10.0.1.${attempt}`,
      });
      expect(response.json().code).toBe('staff_login_failed');
    }
    const blocked = await postStaffLogin(ctx.app, {
      username: 'admin',
      password: 'Lotus#2026',
      ip: '10.0.1.99',
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('too_many_requests');
    // the window is fifteen minutes: once the failures are older, the name opens again
    await ctx.database.db
      .update(auditLog)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where(and(eq(auditLog.action, 'staff.login_failed'), eq(auditLog.subjectId, 'admin')));
    expect(
      (
        await postStaffLogin(ctx.app, {
          username: 'admin',
          password: 'Lotus#2026',
          ip: '10.0.1.98',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('rate-limits one IP hammering the login', async () => {
    const codes: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const response = await postStaffLoginOnce(ctx.app, {
        username: `nobody${attempt}`,
        password: 'x',
        ip: '10.0.2.1',
      });
      codes.push(response.statusCode);
    }
    // refused one by one (wrong password, or proof of work asked for after the first failure)
    expect(codes.slice(0, 10).every((code) => code === 401 || code === 400)).toBe(true);
    expect(codes.slice(10)).toEqual([429, 429]);
  });

  it('validates the body', async () => {
    const response = await postStaffLogin(ctx.app, { username: '', password: '', ip: '10.0.3.1' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_failed');
  });
});

describe('staff sessions', () => {
  const sessionOf = (token: string) => eq(staffSessions.tokenHash, hashToken(token));

  it('needs a Bearer token of a live session', async () => {
    expect((await logout({ merchant: 'lotus' })).json().code).toBe('not_logged_in');
    const forged = await logout(staffHeaders('not-a-real-token'));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('not_logged_in');
  });

  it('logout ends the session at once', async () => {
    const token = await staffToken(ctx.app, 'cashier');
    const first = await logout(staffHeaders(token));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, value: { loggedOut: true } });
    expect((await logout(staffHeaders(token))).statusCode).toBe(401);
  });

  it('ends after 30 idle minutes', async () => {
    const token = await staffToken(ctx.app, 'cashier');
    await ctx.database.db
      .update(staffSessions)
      .set({ lastSeenAt: new Date(Date.now() - 29 * 60_000) })
      .where(sessionOf(token));
    // still alive at 29 minutes, and the call moves last_seen_at on
    const tokenB = await staffToken(ctx.app, 'cashier');
    await ctx.database.db
      .update(staffSessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) })
      .where(sessionOf(tokenB));
    expect((await logout(staffHeaders(tokenB))).json().code).toBe('not_logged_in');
    expect((await logout(staffHeaders(token))).statusCode).toBe(200);
  });

  it('ends 8 hours after login however busy it is', async () => {
    const token = await staffToken(ctx.app, 'cashier');
    await ctx.database.db
      .update(staffSessions)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(sessionOf(token));
    expect((await logout(staffHeaders(token))).statusCode).toBe(401);
  });

  it('stops working when the operator is disabled', async () => {
    const token = await staffToken(ctx.app, 'cashier');
    await ctx.database.db
      .update(staffUsers)
      .set({ status: 'disabled' })
      .where(eq(staffUsers.username, 'cashier'));
    try {
      expect((await logout(staffHeaders(token))).statusCode).toBe(401);
      const again = await postStaffLogin(ctx.app, {
        username: 'cashier',
        password: 'Lotus#2026',
        ip: '10.0.4.1',
      });
      expect(again.json().code).toBe('staff_login_failed');
    } finally {
      await ctx.database.db
        .update(staffUsers)
        .set({ status: 'active' })
        .where(eq(staffUsers.username, 'cashier'));
    }
  });

  it('a token of another brand’s operator is a stranger here, and the other way round', async () => {
    await createOtherBrand(ctx.database.db);
    const { token: otherToken } = await staffLogin(ctx.app, {
      username: 'otheradmin',
      password: 'Other#2026',
      brand: otherBrandHeaders,
    });
    expect((await logout(staffHeaders(otherToken))).statusCode).toBe(401);
    // our admin cannot log in on the other brand either
    const ours = await postStaffLogin(ctx.app, {
      username: 'admin',
      password: 'Lotus#2026',
      brand: otherBrandHeaders,
      ip: '10.0.5.2',
    });
    expect(ours.json().code).toBe('staff_login_failed');
    const ourToken = await staffToken(ctx.app, 'finance');
    const crossed = await logout({ ...otherBrandHeaders, authorization: `Bearer ${ourToken}` });
    expect(crossed.statusCode).toBe(401);
  });
});
