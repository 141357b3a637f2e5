import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@lobby/contracts';
import { members, sessions } from '../db/schema/index.ts';
import { createWalletService } from '../modules/wallet/index.ts';
import { createTestApp, type TestContext } from '../../test/app-kit.ts';
import { brandHeaders, loginToken } from '../../test/login-kit.ts';
import { solveBotCheck } from '../../test/bot-check-kit.ts';
import { healthyLedger, ledgerInvariants } from '../../test/ledger-kit.ts';
import { createEventBus, type EventBus } from './event-bus.ts';
import { isSessionLive } from './member-events.service.ts';
import {
  creditMember,
  listenOn,
  openSocket,
  type SocketClient,
} from './testing/member-events-kit.ts';
import { requireRedis, skipRedisTests, testRedisUrl as redisUrl } from '../../test/redis-kit.ts';

describe('member websocket GET /wps/ws', () => {
  let ctx: TestContext;
  let base: string;
  let token: string;
  const clients: SocketClient[] = [];
  // a host that is no brand's domain, so the brand comes from ?merchant= as in production
  const connect = (query: string, protocols?: string[]) => {
    const client = openSocket(`${base}${apiPaths.memberEvents}${query}`, protocols, {
      host: 'play.example.test',
    });
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    base = await listenOn(ctx.app);
    token = await loginToken(ctx.app, 'demo', 'Lotus#2026');
  });
  afterAll(async () => {
    for (const client of clients) client.socket.terminate();
    await ctx?.close();
  });

  it("opens for a member's token sent as the second subprotocol, answering 'lobby'", async () => {
    const client = connect('?merchant=lotus', ['lobby', token]);
    await client.opened;
    expect(client.socket.protocol).toBe('lobby');
    client.socket.close(1000);
    expect(await client.closed).toMatchObject({ code: 1000 });
  });

  it('closes with 4401 for a wrong token, no token, or a token of another brand', async () => {
    await ctx.database.db.execute(
      sql`insert into merchants (code, name, currency_code, currency_symbol, currency_decimals,
            languages, default_language, time_zone, theme, main_domain)
          select 'orchid', 'Orchid', currency_code, currency_symbol, currency_decimals,
            languages, default_language, time_zone, theme, 'orchid.invalid'
          from merchants where code = 'lotus'`,
    );
    for (const [query, protocols] of [
      ['?merchant=lotus', ['lobby', 'not-a-session-token']],
      ['?merchant=lotus', ['lobby']],
      ['?merchant=lotus', undefined],
      // the brand comes from the query: lotus's session means nothing to orchid
      ['?merchant=orchid', ['lobby', token]],
    ] as const) {
      const client = connect(query, protocols ? [...protocols] : undefined);
      expect({ query, protocols, ...(await client.closed) }).toMatchObject({ code: 4401 });
      expect(client.messages).toEqual([]);
    }
  });

  it('refuses the upgrade of an unknown brand', async () => {
    const client = connect('?merchant=nosuchbrand', ['lobby', token]);
    expect(await client.refusedWith).toBe(404);
  });

  it('lets a trial session connect', async () => {
    const trial = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.loginFreePlay,
      headers: brandHeaders,
      payload: { botCheck: await solveBotCheck(ctx.app) },
    });
    const client = connect('?merchant=lotus', ['lobby', trial.json().value.token as string]);
    await client.opened;
    client.socket.close(1000);
    expect((await client.closed).code).toBe(1000);
  });

  it('allows five sockets per member; the sixth closes with 4429', async () => {
    const five = Array.from({ length: 5 }, () => connect('?merchant=lotus', ['lobby', token]));
    await Promise.all(five.map((client) => client.opened));
    const sixth = connect('?merchant=lotus', ['lobby', token]);
    expect((await sixth.closed).code).toBe(4429);
    for (const client of five) client.socket.close(1000);
    await Promise.all(five.map((client) => client.closed));
    // the closed ones were let go: there is room again
    const again = connect('?merchant=lotus', ['lobby', token]);
    await again.opened;
    again.socket.close(1000);
  });

  it('isSessionLive: true for a live session; false when idle too long or logged out', async () => {
    const fresh = await loginToken(ctx.app, 'demo', 'Lotus#2026');
    const [demo] = await ctx.database.db.select().from(members).where(eq(members.username, 'demo'));
    const [session] = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.memberId, demo!.id))
      .orderBy(desc(sessions.id))
      .limit(1);
    const check = (idleMinutes: number) =>
      isSessionLive(ctx.database.db, { sessionId: session!.id, idleMinutes });
    expect(await check(30)).toBe(true);
    expect(await check(0)).toBe(false);
    await ctx.app.inject({
      method: 'DELETE',
      url: apiPaths.logout,
      headers: { ...brandHeaders, token: fresh },
    });
    expect(await check(30)).toBe(false);
  });

  it('closes 4401 for the token of a session that was logged out', async () => {
    // an open socket's periodic session check is covered in member-events.service.test.ts
    const other = await loginToken(ctx.app, 'agent', 'Lotus#2026');
    const logout = await ctx.app.inject({
      method: 'DELETE',
      url: apiPaths.logout,
      headers: { ...brandHeaders, token: other },
    });
    expect(logout.statusCode).toBe(200);
    const client = connect('?merchant=lotus', ['lobby', other]);
    expect((await client.closed).code).toBe(4401);
  });
});

describe.skipIf(skipRedisTests)('member websocket fed by another instance through Redis', () => {
  requireRedis();
  let ctx: TestContext;
  let otherInstance: EventBus;
  let base: string;

  beforeAll(async () => {
    ctx = await createTestApp({ config: { REDIS_URL: redisUrl } });
    base = await listenOn(ctx.app);
    otherInstance = createEventBus({ redisUrl });
    await otherInstance.ready();
  });
  afterAll(async () => {
    await otherInstance?.close();
    await ctx?.close();
  });

  it('pushes balance_changed when money moves for the member', async () => {
    const token = await loginToken(ctx.app, 'demo', 'Lotus#2026');
    const client = openSocket(`${base}${apiPaths.memberEvents}?merchant=lotus`, ['lobby', token]);
    await client.opened;
    const [demo] = await ctx.database.db.select().from(members).where(eq(members.username, 'demo'));
    // the wallet of another instance: its event reaches this app only through Redis
    const wallet = createWalletService({ db: ctx.database.db, events: otherInstance });
    await client.waitForLink(() =>
      otherInstance.publish(`member:${demo!.id}`, { type: 'link_check' }),
    );
    await creditMember(wallet, demo!, `ws-redis-${Date.now()}`);
    expect(await client.next('balance_changed')).toMatchObject({
      type: 'balance_changed',
      reason: 'adjustment',
    });
    expect(await ledgerInvariants(ctx.database.db)).toEqual(healthyLedger);
    client.socket.close(1000);
    await client.closed;
  });
});
