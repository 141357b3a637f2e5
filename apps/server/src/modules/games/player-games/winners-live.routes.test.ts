import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gamePaths, type WinnerEntry } from '@lobby/contracts';
import type { Database } from '../../../db/client.ts';
import { winnerFeed } from '../../../db/schema/index.ts';
import { installErrorHandling } from '../../../platform/error-handler.ts';
import { createLocalEventBus, type EventBus } from '../../../platform/event-bus.ts';
import type { Merchant } from '../../../platform/merchant-context.ts';
import { openSeededDatabase } from '../../../../test/seeded-database-kit.ts';
import { createTestApp, type TestContext } from '../../../../test/app-kit.ts';
import { gameIdOf, insertForeignGame } from './testing/player-games-kit.ts';
import { openStream, type StreamClient } from './testing/sse-client.ts';
import { createWinnersLive, winnersTopic, type WinnersLive } from './winners-live.ts';
import { createWinnersLiveRepository } from './winners-live.repository.ts';
import { winnersLiveRoutes } from './winners-live.routes.ts';

/**
 * The live board on the real database and a local event bus, in a small app whose options
 * (heartbeat, caps) the test chooses; the last test checks the real app serves it too.
 */
describe('winner board live stream', () => {
  let database: Database;
  let merchant: Merchant;
  let foreign: { merchantId: number; gameId: number };
  let events: EventBus;
  let live: WinnersLive;
  let app: FastifyInstance;
  let base: string;
  const open: StreamClient[] = [];

  const connect = async (
    query = '',
    headers: Record<string, string> = { merchant: 'lotus' },
    localAddress?: string,
  ) => {
    const client = await openStream(
      `${base}${gamePaths.winnersLive}${query}`,
      headers,
      localAddress,
    );
    open.push(client);
    return client;
  };
  const addWin = async (
    merchantId: number,
    gameId: number,
    customerName: string,
    amount: bigint,
  ) => {
    const [row] = await database.db
      .insert(winnerFeed)
      .values({ merchantId, gameId, customerName, winAmount: amount })
      .returning({ id: winnerFeed.id });
    return row!.id;
  };
  /** Waits for `count` more heartbeats: time enough for anything already under way. */
  const morePings = async (client: StreamClient, count: number) => {
    const pings = () => client.events().filter((event) => event.comment === 'ping').length;
    const target = pings() + count;
    await client.waitFor(() => pings() >= target);
  };
  const winners = (client: StreamClient) =>
    client
      .events()
      .filter((event) => event.event === 'winner')
      .map((event) => JSON.parse(event.data!) as WinnerEntry);

  beforeAll(async () => {
    const seeded = await openSeededDatabase();
    database = seeded.database;
    merchant = seeded.merchant;
    foreign = await insertForeignGame(database.db);
    events = createLocalEventBus();
    live = createWinnersLive({
      events,
      repository: createWinnersLiveRepository(database.db),
      onError: (error) => {
        throw error;
      },
    });
    const brands = new Map<string, Merchant>([['lotus', merchant]]);
    app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    installErrorHandling(app);
    app.decorateRequest('merchant', null as unknown as Merchant);
    app.addHook('onRequest', async (request) => {
      const found = brands.get(String(request.headers.merchant));
      if (!found) throw new Error('unknown brand in test');
      request.merchant = found;
    });
    await app.register(winnersLiveRoutes, {
      live,
      options: { heartbeatMs: 100, maxPerIp: 3, maxTotal: 50 },
    });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(() => {
    for (const client of open.splice(0)) client.close();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('opens an event stream and sends nothing old', async () => {
    const client = await connect();
    expect(client.status).toBe(200);
    expect(client.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(client.headers['cache-control']).toBe('no-cache, no-transform');
    await client.waitFor((event) => event.retry === '5000');
    // the seeded board has 20 wins; none of them is re-sent as new
    await client.waitFor((event) => event.comment === 'ping');
    expect(winners(client)).toEqual([]);
  });

  it('forwards each new win of the brand, masked, in each listener’s language', async () => {
    const english = await connect();
    const thai = await connect('?lang=th');
    await english.waitFor((event) => event.retry !== undefined);
    await thai.waitFor((event) => event.retry !== undefined);
    const jade = await gameIdOf(database.db, merchant.id, 'LOBBY', 'jade-dragon');
    const crash = await gameIdOf(database.db, merchant.id, 'LOBBY', 'crash');
    await addWin(merchant.id, jade, 'fortunate_one', 12_345_67n);
    await addWin(merchant.id, crash, 'rocketman', 50_000_00n);
    // one event for two rows: a burst is read once; the payload does not matter
    events.publish(winnersTopic(merchant.id), { anything: true });
    await english.waitFor((event) => event.data?.includes('"ro***an"') ?? false);
    expect(winners(english)).toEqual([
      expect.objectContaining({
        customerName: 'fo***ne',
        gameName: 'Jade Dragon',
        nodeId: jade,
        vassalage: 'LOBBY',
        gameCode: 'jade-dragon',
        gameType: 'RNG',
        winAmount: '12345.67',
        currencySymbol: merchant.currencySymbol,
      }),
      expect.objectContaining({
        customerName: 'ro***an',
        gameName: 'Crash',
        winAmount: '50000.00',
      }),
    ]);
    await thai.waitFor((event) => event.data?.includes('"ro***an"') ?? false);
    expect(winners(thai).map((entry) => entry.gameName)).toEqual(['มังกรหยก', 'แครช']);

    // a second event with nothing new sends nothing again
    events.publish(winnersTopic(merchant.id), {});
    await morePings(english, 2);
    expect(winners(english)).toHaveLength(2);
  });

  it('keeps other brands’ wins out', async () => {
    const client = await connect();
    await client.waitFor((event) => event.retry !== undefined);
    await addWin(foreign.merchantId, foreign.gameId, 'elsewhere', 9_999_00n);
    events.publish(winnersTopic(foreign.merchantId), {});
    // even if the other brand's row is announced on this brand's topic
    events.publish(winnersTopic(merchant.id), {});
    await morePings(client, 2);
    expect(winners(client)).toEqual([]);
  });

  it('caps the streams per client address and frees a place when one closes', async () => {
    const streams = [await connect(), await connect(), await connect()];
    for (const stream of streams) await stream.waitFor((event) => event.retry !== undefined);
    const refused = await connect();
    expect(refused.status).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(JSON.parse(refused.body())).toMatchObject({ success: false, code: 'too_many_requests' });
    // another address still gets in
    const elsewhere = await connect('', { merchant: 'lotus' }, '127.0.0.2');
    expect(elsewhere.status).toBe(200);

    streams[0]!.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = await connect();
    expect(again.status).toBe(200);
  });

  it('drops the brand subscription when the last listener leaves', async () => {
    const client = await connect();
    await client.waitFor((event) => event.retry !== undefined);
    expect(live.activeBrands()).toEqual([merchant.id]);
    client.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(live.activeBrands()).toEqual([]);
  });

  it('refuses a bad language before opening a stream', async () => {
    const client = await connect('?lang=xx');
    expect(client.status).toBe(400);
  });
});

describe('winner board live stream in the app', () => {
  let ctx: TestContext;
  let base: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => ctx.close());

  it('is served to guests, naming the brand by header or by ?merchant=', async () => {
    for (const [query, headers] of [
      ['', { merchant: 'lotus' }],
      ['?merchant=lotus&lang=th', { host: 'stream.test' }],
    ] as const) {
      const client = await openStream(`${base}${gamePaths.winnersLive}${query}`, headers);
      try {
        expect(client.status).toBe(200);
        await client.waitFor((event) => event.retry === '5000');
      } finally {
        client.close();
      }
    }
    // on a host no brand claims, the query names the brand: an unknown one is refused
    const unknown = await openStream(`${base}${gamePaths.winnersLive}?merchant=nobody`, {
      host: 'stream.test',
    });
    expect(unknown.status).toBe(404);
    unknown.close();
  });
});
