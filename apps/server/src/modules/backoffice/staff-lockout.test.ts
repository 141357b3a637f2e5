import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, merchants, staffUsers } from '../../db/schema/index.ts';
import { hashPassword } from '../identity/index.ts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { deviceCookieOf, expectRealWait, strangersGuess } from '../../../test/lockout-kit.ts';
import { proofChallengeOf } from '../../../test/login-proof-kit.ts';
import { postStaffLogin, postStaffLoginOnce } from '../../../test/staff-kit.ts';
import { staffLoginFailuresPerAccount, staffLoginFailuresPerIp } from './staff-auth.ts';

/**
 * Issue 12, F2 and F3 on the operator login: five wrong passwords from strangers, or twenty
 * bad logins from one IP, no longer lock operators out of their known devices, and a
 * lockout states its real wait (fifteen minutes here, not five).
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

/** Failures of strangers written as the login writes them: many, without paying their work. */
async function strangerFailures(count: number, subject: (index: number) => string, ip: string) {
  const [merchant] = await ctx.database.db.select().from(merchants);
  await ctx.database.db.insert(auditLog).values(
    Array.from({ length: count }, (_, index) => ({
      merchantId: merchant!.id,
      actorKind: 'staff' as const,
      action: 'staff.login_failed',
      subjectKind: 'staff_user',
      subjectId: subject(index),
      ip,
    })),
  );
}

/** A finished login of `name` from `ip`, as the session start records it. */
async function finishedLogin(name: string, ip: string) {
  const [merchant] = await ctx.database.db.select().from(merchants);
  await ctx.database.db.insert(auditLog).values({
    merchantId: merchant!.id,
    actorKind: 'staff' as const,
    action: 'staff.login',
    subjectKind: 'staff_user',
    subjectId: name,
    ip,
  });
}

describe('operator lockouts (F3)', () => {
  it('five wrong passwords from strangers do not lock the operator out of a known device', async () => {
    const owner = await postStaffLogin(ctx.app, {
      username: 'finance',
      password: 'Lotus#2026',
      ip: '192.0.2.10',
    });
    expect(owner.statusCode).toBe(200);
    const cookie = deviceCookieOf(owner);
    // finance must pass a second factor: its finished login from the office is what makes the
    // office's IP known (the password alone only vouches for the device)
    await finishedLogin('finance', '192.0.2.10');
    await strangersGuess(
      staffLoginFailuresPerAccount,
      (guess) => postStaffLogin(ctx.app, { username: 'finance', ...guess }),
      'staff_login_failed',
    );
    const stranger = await postStaffLogin(ctx.app, {
      username: 'finance',
      password: 'Lotus#2026',
      ip: '198.51.100.99',
    });
    expect(stranger.statusCode).toBe(429);
    const onDevice = await postStaffLogin(ctx.app, {
      username: 'finance',
      password: 'Lotus#2026',
      ip: '203.0.113.5',
      cookie,
    });
    expect(onDevice.statusCode).toBe(200);
    const fromKnownIp = await postStaffLogin(ctx.app, {
      username: 'finance',
      password: 'Lotus#2026',
      ip: '192.0.2.10',
    });
    expect(fromKnownIp.statusCode).toBe(200);
  });

  it('a new password retires the operator’s device cookies', async () => {
    const owner = await postStaffLogin(ctx.app, {
      username: 'cashier',
      password: 'Lotus#2026',
      ip: '192.0.2.90',
    });
    const cookie = deviceCookieOf(owner);
    await strangerFailures(staffLoginFailuresPerAccount, () => 'cashier', '198.51.100.90');
    // each from a new network, so no earlier login there makes the IP a known one
    const fromDevice = (ip: string) =>
      postStaffLogin(ctx.app, { username: 'cashier', password: 'Lotus#2026', ip, cookie });
    try {
      expect((await fromDevice('203.0.113.90')).statusCode).toBe(200);
      // the same password stored anew (a new salt), as any change of it would be
      await ctx.database.db
        .update(staffUsers)
        .set({ passwordHash: await hashPassword('Lotus#2026') })
        .where(eq(staffUsers.username, 'cashier'));
      expect((await fromDevice('203.0.113.91')).statusCode).toBe(429);
    } finally {
      await ctx.database.db
        .delete(auditLog)
        .where(and(eq(auditLog.action, 'staff.login_failed'), eq(auditLog.subjectId, 'cashier')));
    }
  });

  it('twenty bad logins from one IP block strangers there, not an operator’s known device', async () => {
    const office = '192.0.2.77';
    const owner = await postStaffLogin(ctx.app, {
      username: 'cashier',
      password: 'Lotus#2026',
      ip: '192.0.2.78',
    });
    const cookie = deviceCookieOf(owner);
    await strangerFailures(staffLoginFailuresPerIp, (index) => `nobody${index}`, office);
    const stranger = await postStaffLogin(ctx.app, {
      username: 'admin',
      password: 'Lotus#2026',
      ip: office,
    });
    expect(stranger.statusCode).toBe(429);
    const onDevice = await postStaffLogin(ctx.app, {
      username: 'cashier',
      password: 'Lotus#2026',
      ip: office,
      cookie,
    });
    expect(onDevice.statusCode).toBe(200);
  });

  it('states the real wait: fifteen minutes from the failure that filled the limit', async () => {
    await strangerFailures(staffLoginFailuresPerAccount, () => 'admin', '198.51.100.150');
    const locked = await postStaffLogin(ctx.app, {
      username: 'admin',
      password: 'Lotus#2026',
      ip: '198.51.100.151',
    });
    expectRealWait(locked, 15 * 60);
    // ten minutes later, five are left
    await ctx.database.db
      .update(auditLog)
      .set({ createdAt: new Date(Date.now() - 10 * 60_000) })
      .where(and(eq(auditLog.action, 'staff.login_failed'), eq(auditLog.subjectId, 'admin')));
    const later = await postStaffLogin(ctx.app, {
      username: 'admin',
      password: 'Lotus#2026',
      ip: '198.51.100.152',
    });
    expectRealWait(later, 5 * 60);
  });
});

describe('operator proof of work (F2)', () => {
  it('asks for more work after each failure of a name', async () => {
    const ip = '198.51.100.200';
    const first = await postStaffLoginOnce(ctx.app, { username: 'ghost', password: 'x', ip });
    expect(first.json().code).toBe('staff_login_failed');
    const second = await postStaffLoginOnce(ctx.app, { username: 'ghost', password: 'x', ip });
    expect(second.statusCode).toBe(400);
    expect(proofChallengeOf(second)?.difficulty).toBe(9);
    await postStaffLogin(ctx.app, { username: 'ghost', password: 'x', ip });
    const third = await postStaffLoginOnce(ctx.app, { username: 'ghost', password: 'x', ip });
    expect(proofChallengeOf(third)?.difficulty).toBe(10);
  });
});
