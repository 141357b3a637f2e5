import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, securityOverviewSchema } from '@lobby/contracts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { solveBotCheck } from '../../../test/bot-check-kit.ts';
import { brandHeaders, loginToken, postPasswordLogin } from '../../../test/login-kit.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const overview = (token?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: apiPaths.securityOverview,
    headers: token ? { ...brandHeaders, token } : brandHeaders,
  });

describe('security overview', () => {
  it('shows masked contacts, the payment password state and the latest logins', async () => {
    await postPasswordLogin(ctx.app, { username: 'demo', password: 'Wrong#2026' });
    const token = await loginToken(ctx.app, 'demo', 'Lotus#2026');
    const response = await overview(token);
    expect(response.statusCode).toBe(200);
    const value = securityOverviewSchema.parse(response.json().value);
    expect(value).toMatchObject({
      // the demo seed sets demo's payment password (135790) for the withdraw page
      hasPaymentPassword: true,
      email: 'de***@lotus.example',
      mobile: '+668******78',
    });
    expect(Date.parse(value.passwordChangedAt)).not.toBeNaN();
    // newest first: this login, then the failed try
    expect(value.recentLogins.map((login) => login.outcome)).toEqual(['success', 'failure']);
    expect(value.recentLogins[0]).toMatchObject({ ip: '127.0.0.1', userAgent: 'lightMyRequest' });
    expect(new Date(value.recentLogins[0]!.at).toISOString()).toBe(value.recentLogins[0]!.at);
  });

  it('shows null for contacts an account does not have', async () => {
    const response = await postPasswordLogin(ctx.app, {
      username: 'agentpro',
      password: 'Lotus#2026',
      portal: 'agent',
    });
    const value = (await overview(response.json().value.token)).json().value;
    expect(value.mobile).toBeNull();
    expect(value.email).toBe('ag******@lotus.example');
  });

  it('is closed to anonymous callers and trial accounts', async () => {
    const anonymous = await overview();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('not_logged_in');
    const trial = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.loginFreePlay,
      headers: brandHeaders,
      payload: { botCheck: await solveBotCheck(ctx.app) },
    });
    const refused = await overview(trial.json().value.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messageKey).toBe('in_need_true_account');
  });
});
