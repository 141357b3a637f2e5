import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiPaths } from '@lobby/contracts';
import { staffRecoveryCodes, staffUsers } from '../../db/schema/index.ts';
import { fromBase32, hotp, totpStep } from '../../platform/totp.ts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { brandHeaders } from '../../../test/login-kit.ts';
import { rowCounts } from '../../../test/row-count-kit.ts';
import {
  postStaffLogin,
  postTwoFactor,
  staffHeaders,
  staffLogin,
} from '../../../test/staff-kit.ts';

const finance = { username: 'finance', password: 'Lotus#2026' };

describe('staff two-factor (TOTP)', () => {
  let ctx: TestContext;
  let ip = 0;
  const login = (who = finance) => postStaffLogin(ctx.app, { ...who, ip: `10.12.0.${++ip}` });
  const challengeOf = async (who = finance) => {
    const response = await login(who);
    expect(response.statusCode).toBe(200);
    return response.json().value as { status: string; challenge: string; token?: string };
  };
  const verify = (body: Record<string, unknown>) =>
    postTwoFactor(ctx.app, apiPaths.staffTwoFactor, body, { ip: `10.13.0.${++ip}` });
  const enrol = (challenge: string) =>
    postTwoFactor(
      ctx.app,
      apiPaths.staffTwoFactorEnrolment,
      { challenge },
      { ip: `10.13.0.${++ip}` },
    );
  /** Whether a token is a live staff session (a call any role may make; it ends the session). */
  const isSession = async (token: string) =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: apiPaths.staffLogout,
        headers: staffHeaders(token),
      })
    ).statusCode === 200;

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('takes the password sealed only: plain JSON is refused like at the member login', async () => {
    const plain = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.staffLogin,
      headers: brandHeaders,
      payload: finance,
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().code).toBe('encryption_required');
  });

  it('lets a cashier without two-factor in with the password alone', async () => {
    const value = await challengeOf({ username: 'cashier', password: 'Lotus#2026' });
    expect(value).toMatchObject({ status: 'ok', token: expect.any(String) });
  });

  it('does not let finance in before enrolling: the challenge is no session', async () => {
    const before = await rowCounts(ctx.database.db);
    const step = await challengeOf();
    expect(step).toEqual({
      status: 'two_factor_enrolment_required',
      challenge: expect.any(String),
      expiresAt: expect.any(String),
    });
    expect(step.token).toBeUndefined();
    expect(await isSession(step.challenge)).toBe(false);
    // no secret yet: no code can pass, and a recovery code is no way round the enrolment
    const guessed = await verify({ challenge: step.challenge, code: '123456' });
    expect(guessed.json().code).toBe('staff_two_factor_invalid');
    const recovery = await verify({ challenge: step.challenge, recoveryCode: 'ABCDE-FGHJK' });
    expect(recovery.json().code).toBe('staff_two_factor_invalid');
    const after = await rowCounts(ctx.database.db);
    expect(after['staff_sessions']).toBe(before['staff_sessions']);
  });

  it('enrols with a secret shown once, stored sealed, confirmed by a first code', async () => {
    const { challenge } = await challengeOf();
    const enrolment = (await enrol(challenge)).json().value as {
      secret: string;
      otpauthUri: string;
    };
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauthUri).toBe(
      `otpauth://totp/Lucky%20Lotus:finance?secret=${enrolment.secret}` +
        '&issuer=Lucky+Lotus&algorithm=SHA1&digits=6&period=30',
    );
    const [row] = await ctx.database.db
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.username, 'finance'));
    expect(row!.totpSecretSealed).toBeTruthy();
    expect(row!.totpSecretSealed).not.toContain(enrolment.secret);
    expect(row!.totpConfirmedAt).toBeNull();

    const secret = fromBase32(enrolment.secret)!;
    const now = totpStep(new Date());
    const wrong = await verify({ challenge, code: hotp(secret, now + 5) });
    expect(wrong.statusCode).toBe(401);
    const done = await verify({ challenge, code: hotp(secret, now) });
    expect(done.statusCode).toBe(200);
    const value = done.json().value as { token: string; recoveryCodes: string[] };
    expect(value.recoveryCodes).toHaveLength(10);
    expect(new Set(value.recoveryCodes).size).toBe(10);
    expect(await isSession(value.token)).toBe(true);
    const stored = await ctx.database.db.select().from(staffRecoveryCodes);
    expect(stored).toHaveLength(10);
    for (const code of value.recoveryCodes) {
      expect(stored.some((entry) => entry.codeHash.includes(code.replace('-', '')))).toBe(false);
    }

    // the challenge was single use
    expect((await verify({ challenge, code: hotp(secret, now + 1) })).json().code).toBe(
      'staff_login_step_expired',
    );

    // from now on every login asks for a code; the code already used is refused
    const next = await challengeOf();
    expect(next.status).toBe('two_factor_required');
    expect((await enrol(next.challenge)).json().code).toBe('staff_login_step_expired');
    const replay = await verify({ challenge: next.challenge, code: hotp(secret, now) });
    expect(replay.json().code).toBe('staff_two_factor_invalid');
    const fresh = await verify({ challenge: next.challenge, code: hotp(secret, now + 1) });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().value).toMatchObject({ status: 'ok', username: 'finance' });
    expect(fresh.json().value.recoveryCodes).toBeUndefined();

    // a recovery code works once
    const [recoveryCode] = value.recoveryCodes;
    const lost = await challengeOf();
    const recovered = await verify({ challenge: lost.challenge, recoveryCode });
    expect(recovered.statusCode).toBe(200);
    const again = await challengeOf();
    const reused = await verify({ challenge: again.challenge, recoveryCode });
    expect(reused.json().code).toBe('staff_two_factor_invalid');
  });

  it('is what the test kit logs in with, round after round', async () => {
    const admin = { username: 'admin', password: 'Lotus#2026' };
    for (let round = 0; round < 3; round += 1) {
      const session = await staffLogin(ctx.app, admin);
      expect(await isSession(session.token)).toBe(true);
    }
  });
  it('kills a challenge after five wrong codes', async () => {
    const { status, challenge } = await challengeOf({ username: 'admin', password: 'Lotus#2026' });
    expect(status).toBe('two_factor_required');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await verify({ challenge, code: '000000' })).json().code).toBe(
        'staff_two_factor_invalid',
      );
    }
    expect((await verify({ challenge, code: '000000' })).json().code).toBe(
      'staff_login_step_expired',
    );
  });
});
