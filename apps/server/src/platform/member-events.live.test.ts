import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@lobby/contracts';
import { auditLog, members } from '../db/schema/index.ts';
import { createWalletService } from '../modules/wallet/index.ts';
import {
  createOtherBrand,
  otherAdminToken,
  otherBrandHeaders,
} from '../modules/backoffice/testing/other-brand-kit.ts';
import { createTestApp, type TestContext } from '../../test/app-kit.ts';
import { encryptBody } from '../../test/encrypted-body-kit.ts';
import { brandHeaders, loginToken } from '../../test/login-kit.ts';
import { staffToken } from '../../test/staff-kit.ts';
import { createLocalEventBus } from './event-bus.ts';
import {
  creditMember,
  listenOn,
  openSocket,
  type SocketClient,
} from './testing/member-events-kit.ts';

/** The live channel's later events (docs/member-services.md "Socket events"). */
describe('member websocket: forced logout and catch-up', () => {
  let ctx: TestContext;
  let base: string;
  const clients: SocketClient[] = [];
  const connect = (token: string, query = '') => {
    const client = openSocket(`${base}${apiPaths.memberEvents}?merchant=lotus${query}`, [
      'lobby',
      token,
    ]);
    clients.push(client);
    return client;
  };
  const memberNamed = async (username: string) => {
    const [row] = await ctx.database.db
      .select()
      .from(members)
      .where(eq(members.username, username));
    return row!;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    base = await listenOn(ctx.app);
  });
  afterAll(async () => {
    for (const client of clients) client.socket.terminate();
    await ctx?.close();
  });

  it('greets every connection with welcome, stamped with the server clock', async () => {
    const client = connect(await loginToken(ctx.app, 'demo', 'Lotus#2026'));
    const welcome = await client.next('welcome');
    expect(typeof welcome.at).toBe('number');
    client.socket.close(1000);
  });

  it('a password changed in one session logs the other sessions out, not itself', async () => {
    const here = await loginToken(ctx.app, 'demo', 'Lotus#2026');
    const elsewhere = await loginToken(ctx.app, 'demo', 'Lotus#2026');
    const herePage = connect(here);
    const otherPage = connect(elsewhere);
    await Promise.all([herePage.next('welcome'), otherPage.next('welcome')]);
    const changed = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.changePassword,
      headers: { ...brandHeaders, token: here },
      payload: await encryptBody(
        ctx.app,
        {
          oldPassword: 'Lotus#2026',
          newPassword: 'Lotus#2027x',
          confirmNewPassword: 'Lotus#2027x',
        },
        'lotus',
      ),
    });
    expect(changed.statusCode).toBe(200);
    expect(await otherPage.next('logged_out')).toMatchObject({ reason: 'password_changed' });
    expect((await otherPage.closed).code).toBe(4401);
    expect(herePage.messages.some((message) => message.type === 'logged_out')).toBe(false);
    expect(herePage.socket.readyState).toBe(herePage.socket.OPEN);
    herePage.socket.close(1000);
  });

  it("a logout ends that session's other tabs", async () => {
    const token = await loginToken(ctx.app, 'agent', 'Lotus#2026');
    const tab = connect(token);
    await tab.next('welcome');
    await ctx.app.inject({
      method: 'DELETE',
      url: apiPaths.logout,
      headers: { ...brandHeaders, token },
    });
    expect(await tab.next('logged_out')).toMatchObject({ reason: 'session_revoked' });
    expect((await tab.closed).code).toBe(4401);
  });

  it('an administrator disabling the account logs it out everywhere, in the audit trail', async () => {
    const token = await loginToken(ctx.app, 'agent', 'Lotus#2026');
    const page = connect(token);
    await page.next('welcome');
    const agent = await memberNamed('agent');
    const admin = await staffToken(ctx.app, 'admin');
    const disabled = await ctx.app.inject({
      method: 'PUT',
      url: `${apiPaths.boMembers}/${agent.id}/status`,
      headers: { ...brandHeaders, authorization: `Bearer ${admin}` },
      payload: { status: 'disabled', reason: 'chargeback review' },
    });
    expect(disabled.json()).toEqual({
      success: true,
      value: { memberId: agent.id, status: 'disabled' },
    });
    expect(await page.next('logged_out')).toMatchObject({ reason: 'account_disabled' });
    expect((await page.closed).code).toBe(4401);
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'member.status'));
    expect(audit).toMatchObject([
      { subjectId: String(agent.id), before: { status: 'active' }, after: { status: 'disabled' } },
    ]);
  });

  it("an operator of another brand cannot touch this brand's member; a cashier cannot at all", async () => {
    await createOtherBrand(ctx.database.db);
    const demo = await memberNamed('demo');
    const foreign = await ctx.app.inject({
      method: 'PUT',
      url: `${apiPaths.boMembers}/${demo.id}/status`,
      headers: { ...otherBrandHeaders, authorization: `Bearer ${await otherAdminToken(ctx.app)}` },
      payload: { status: 'disabled', reason: 'not mine' },
    });
    expect(foreign.statusCode).toBe(404);
    const cashier = await ctx.app.inject({
      method: 'PUT',
      url: `${apiPaths.boMembers}/${demo.id}/status`,
      headers: { ...brandHeaders, authorization: `Bearer ${await staffToken(ctx.app, 'cashier')}` },
      payload: { status: 'disabled', reason: 'no role' },
    });
    expect(cashier.statusCode).toBe(403);
    const blank = await ctx.app.inject({
      method: 'PUT',
      url: `${apiPaths.boMembers}/${demo.id}/status`,
      headers: { ...brandHeaders, authorization: `Bearer ${await staffToken(ctx.app, 'admin')}` },
      payload: { status: 'gone', reason: '' },
    });
    expect(blank.statusCode).toBe(400);
    expect((await memberNamed('demo')).status).toBe('active');
  });

  it('answers ?since= with a catch-up naming the balance when money moved meanwhile', async () => {
    const token = await loginToken(ctx.app, 'demo', 'Lotus#2027x');
    const demo = await memberNamed('demo');
    const before = Date.now() - 60_000;
    // money moves while the page is away (no socket open, no event heard)
    const wallet = createWalletService({ db: ctx.database.db, events: createLocalEventBus() });
    await creditMember(wallet, demo, `catch-up-${before}`);
    const back = connect(token, `&since=${before}`);
    // other kinds may have moved too (the demo inbox is seeded moments before the test)
    const { changed } = await back.next('catch_up');
    expect(changed).toEqual(expect.arrayContaining(['balance']));
    expect(changed).not.toContain('referrals');
    back.socket.close(1000);
    // nothing moved after this moment: an empty catch-up
    const later = connect(token, `&since=${Date.now() + 60_000}`);
    expect(await later.next('catch_up')).toMatchObject({ changed: [] });
    later.socket.close(1000);
  });

  it('refuses a since that is not a time', async () => {
    const token = await loginToken(ctx.app, 'demo', 'Lotus#2027x');
    const client = connect(token, '&since=yesterday');
    expect(await client.refusedWith).toBe(400);
  });
});
