import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { apiPaths } from '@lobby/contracts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { brandHeaders, loginToken } from '../../../test/login-kit.ts';
import { solveBotCheck } from '../../../test/bot-check-kit.ts';
import { auditLog, depositLimits, members } from '../../db/schema/index.ts';

let ctx: TestContext;
let token: string;
let demoId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  token = await loginToken(ctx.app, 'demo', 'Lotus#2026');
  const [demo] = await ctx.database.db.select().from(members).where(eq(members.username, 'demo'));
  demoId = demo!.id;
});
afterAll(async () => ctx?.close());

const auth = (value = token) => ({ ...brandHeaders, token: value });
const read = (value = token) =>
  ctx.app.inject({ url: apiPaths.responsibleGambling, headers: auth(value) });
const putLimit = (payload: Record<string, unknown>, value = token) =>
  ctx.app.inject({ method: 'PUT', url: apiPaths.depositLimits, headers: auth(value), payload });
const exclude = (payload: Record<string, unknown>, ip = '10.2.0.1', value = token) =>
  ctx.app.inject({
    method: 'POST',
    url: apiPaths.selfExclusion,
    headers: auth(value),
    payload,
    remoteAddress: ip,
  });

describe('responsible gambling routes', () => {
  it('are for logged-in real accounts only', async () => {
    for (const response of [
      await read(''),
      await putLimit({ period: 'daily', amount: '100' }, 'nope'),
      await exclude({ period: '1d', password: 'x' }, '10.2.9.9', 'nope'),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('not_logged_in');
    }
    const trial = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.loginFreePlay,
      headers: brandHeaders,
      payload: { botCheck: await solveBotCheck(ctx.app) },
    });
    const trialToken = trial.json().value.token as string;
    for (const response of [
      await read(trialToken),
      await putLimit({ period: 'daily', amount: '100' }, trialToken),
      await exclude({ period: '1d', password: 'x' }, '10.2.9.8', trialToken),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('trial_not_allowed');
    }
  });

  it('shows no limits and no exclusion at first', async () => {
    const response = await read();
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toEqual({
      limits: ['daily', 'weekly', 'monthly'].map((period) => ({
        period,
        amount: null,
        used: '0.00',
        pending: null,
      })),
      selfExclusion: null,
      limitIncreaseDelayHours: 24,
    });
  });

  it('lowers at once, raises after 24 hours (applied when read), and audits each change', async () => {
    const first = await putLimit({ period: 'daily', amount: '500' });
    expect(first.statusCode).toBe(200);
    expect(first.json().value.limits[0]).toMatchObject({ amount: '500.00', pending: null });

    const raise = await putLimit({ period: 'daily', amount: '800.00' });
    const pending = raise.json().value.limits[0];
    expect(pending).toMatchObject({ amount: '500.00', pending: { amount: '800.00' } });
    const waitHours = (Date.parse(pending.pending.effectiveAt) - Date.now()) / 3_600_000;
    expect(waitHours).toBeGreaterThan(23.9);
    expect(waitHours).toBeLessThanOrEqual(24);

    // a day later (moved in the database), the raise is in force without another write
    await ctx.database.db
      .update(depositLimits)
      .set({ pendingFrom: new Date(Date.now() - 1_000) })
      .where(and(eq(depositLimits.memberId, demoId), eq(depositLimits.period, 'daily')));
    expect((await read()).json().value.limits[0]).toMatchObject({
      amount: '800.00',
      pending: null,
    });

    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'rg.deposit_limit'));
    expect(audits).toHaveLength(2);
    expect(audits[1]).toMatchObject({
      actorKind: 'member',
      actorId: demoId,
      subjectKind: 'member',
      subjectId: String(demoId),
      before: { period: 'daily', amount: '500.00', pending: null },
      after: { period: 'daily', amount: '500.00', pending: { amount: '800.00' } },
    });
  });

  it('refuses bad limits and writes nothing', async () => {
    const before = await ctx.database.db.select().from(depositLimits);
    for (const [payload, code] of [
      [{ period: 'yearly', amount: '100' }, 'validation_failed'],
      [{ period: 'weekly' }, 'validation_failed'],
      [{ period: 'weekly', amount: 100 }, 'validation_failed'],
      [{ period: 'weekly', amount: '1.001' }, 'amount_too_precise'],
      [{ period: 'weekly', amount: '0' }, 'amount_invalid'],
      [{ period: 'weekly', amount: '-5' }, 'amount_invalid'],
      [{ period: 'weekly', amount: '1000000000000000' }, 'amount_too_large'],
    ] as const) {
      const response = await putLimit(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe(code);
    }
    expect(await ctx.database.db.select().from(depositLimits)).toEqual(before);
  });

  it('self-excludes with the login password; the exclusion can only grow', async () => {
    const wrong = await exclude({ period: '7d', password: 'Wrong#2026' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('wrong_password');
    expect((await read()).json().value.selfExclusion).toBeNull();

    const ok = await exclude({ period: '7d', password: 'Lotus#2026' });
    expect(ok.statusCode).toBe(200);
    const exclusion = ok.json().value.selfExclusion;
    expect(exclusion.permanent).toBe(false);
    const days = (Date.parse(exclusion.until) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const shorter = await exclude({ period: '1d', password: 'Lotus#2026' });
    expect(shorter.statusCode).toBe(409);
    expect(shorter.json().code).toBe('invalid_state');
    const longer = await exclude({ period: 'permanent', password: 'Lotus#2026' }, '10.2.0.2');
    expect(longer.json().value.selfExclusion).toEqual({ until: null, permanent: true });

    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'rg.self_exclusion'));
    expect(audits.map((row) => row.reason)).toEqual(['7d', 'permanent']);
    expect(audits[1]!.before).toMatchObject({ selfExclusion: { permanent: false } });
    // the member can still log in and read the page
    expect((await read()).statusCode).toBe(200);
  });

  it('rate-limits the self-exclusion form', async () => {
    // the right password on an already permanent exclusion: refused, but no failure counted
    const codes: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      codes.push((await exclude({ period: '1d', password: 'Lotus#2026' }, '10.2.1.1')).statusCode);
    }
    expect(codes).toEqual([409, 409, 409, 409, 409, 429, 429]);
  });
});
