import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createEventBus,
  createLocalEventBus,
  maxRemotePayloadBytes,
  memberTopic,
  type EventBus,
} from './event-bus.ts';
import { requireRedis, skipRedisTests, testRedisUrl as redisUrl } from '../../test/redis-kit.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;

/** A channel of its own per test, so parallel runs on one server never see each other. */
const freshChannel = () => `lobby_test_${randomBytes(6).toString('hex')}`;

const quietLog = {
  warnings: [] as string[],
  warn(_details: object, message: string) {
    quietLog.warnings.push(message);
  },
};

/** Resolves with the first event of `topic` on `bus`, or rejects after `ms`. */
function nextEvent(bus: EventBus, topic: string, ms = 5_000): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => (stop(), reject(new Error(`no event on ${topic}`))), ms);
    const stop = bus.subscribe(topic, (event) => {
      clearTimeout(timer);
      stop();
      resolve(event);
    });
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('local event bus', () => {
  it('delivers to the subscribers of a topic only, until they unsubscribe', async () => {
    const bus = createLocalEventBus();
    const seen: unknown[] = [];
    const other: unknown[] = [];
    const stop = bus.subscribe(memberTopic(1), (event) => seen.push(event));
    bus.subscribe(memberTopic(2), (event) => other.push(event));
    bus.publish(memberTopic(1), { type: 'balance_changed', reason: 'deposit' });
    stop();
    bus.publish(memberTopic(1), { type: 'balance_changed', reason: 'late' });
    expect(seen).toEqual([{ type: 'balance_changed', reason: 'deposit' }]);
    expect(other).toEqual([]);
    await bus.ready();
    await bus.close();
  });

  it('keeps delivering to the others when one handler throws', () => {
    const bus = createLocalEventBus();
    const seen: unknown[] = [];
    bus.subscribe('t', () => {
      throw new Error('broken listener');
    });
    bus.subscribe('t', (event) => seen.push(event));
    expect(() => bus.publish('t', { type: 'x' })).not.toThrow();
    expect(seen).toEqual([{ type: 'x' }]);
  });

  it('is what createEventBus gives without a database or Redis URL', () => {
    const bus = createEventBus({});
    const seen: unknown[] = [];
    bus.subscribe('t', (event) => seen.push(event));
    bus.publish('t', { type: 'x' });
    expect(seen).toEqual([{ type: 'x' }]);
  });

  it('refuses a channel name that is not a plain identifier', () => {
    expect(() => createEventBus({ databaseUrl: 'postgres://x', channel: 'x; drop' })).toThrow();
  });
});

/** The same checks for each cross-instance transport. */
function sharedBusTests(open: (channel: string) => EventBus) {
  const opened: EventBus[] = [];
  const openBus = async (channel: string) => {
    const bus = open(channel);
    opened.push(bus);
    await bus.ready();
    return bus;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((bus) => bus.close()));
  });

  it('carries an event published on one instance to the other, and to itself once', async () => {
    const channel = freshChannel();
    const first = await openBus(channel);
    const second = await openBus(channel);
    const onFirst: unknown[] = [];
    first.subscribe(memberTopic(7), (event) => onFirst.push(event));
    const arriving = nextEvent(second, memberTopic(7));
    first.publish(memberTopic(7), { type: 'balance_changed', reason: 'deposit' });
    // delivered here at once, not after a round trip
    expect(onFirst).toEqual([{ type: 'balance_changed', reason: 'deposit' }]);
    expect(await arriving).toEqual({ type: 'balance_changed', reason: 'deposit' });
    await pause(200);
    // its own echo from the server is skipped
    expect(onFirst).toHaveLength(1);
  });

  it('keeps an event too large for the wire on its own instance', async () => {
    const channel = freshChannel();
    const first = await openBus(channel);
    const second = await openBus(channel);
    const remote: unknown[] = [];
    second.subscribe('big', (event) => remote.push(event));
    const local = nextEvent(first, 'big');
    first.publish('big', { type: 'x', filler: 'a'.repeat(maxRemotePayloadBytes) });
    expect((await local).type).toBe('x');
    const marker = nextEvent(second, 'small');
    first.publish('small', { type: 'after' });
    await marker;
    expect(remote).toEqual([]);
  });

  it('delivers nothing after close, and close ends its connections', async () => {
    const channel = freshChannel();
    const first = await openBus(channel);
    const second = await openBus(channel);
    const seen: unknown[] = [];
    second.subscribe('t', (event) => seen.push(event));
    await second.close();
    first.publish('t', { type: 'x' });
    await pause(200);
    expect(seen).toEqual([]);
  });
}

describe.skipIf(!postgresUrl)('event bus over PostgreSQL LISTEN/NOTIFY', () => {
  const log = quietLog;
  sharedBusTests((channel) => createEventBus({ databaseUrl: postgresUrl!, channel, logger: log }));

  it('listens again after its connection is killed', async () => {
    const channel = freshChannel();
    const first = createEventBus({ databaseUrl: postgresUrl!, channel, logger: log });
    const second = createEventBus({ databaseUrl: postgresUrl!, channel, logger: log });
    try {
      await Promise.all([first.ready(), second.ready()]);
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      const killed = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where application_name = 'lobby-event-bus' and query = $1`,
        [`listen ${channel}`],
      );
      await admin.end();
      // neither bus has published yet, so both sessions are found (their last query: listen)
      expect(killed.rowCount).toBe(2);
      let received = false;
      second.subscribe('t', () => (received = true));
      for (let attempt = 0; attempt < 50 && !received; attempt++) {
        first.publish('t', { type: 'x' });
        await pause(100);
      }
      expect(received).toBe(true);
      expect(log.warnings).toContain('event bus: PostgreSQL link lost; reconnecting');
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('sends events published during one notify together, in order, in one statement', async () => {
    const channel = freshChannel();
    const first = createEventBus({ databaseUrl: postgresUrl!, channel, logger: log });
    const second = createEventBus({ databaseUrl: postgresUrl!, channel, logger: log });
    const query = vi.spyOn(pg.Client.prototype, 'query');
    try {
      await Promise.all([first.ready(), second.ready()]);
      const received: unknown[] = [];
      second.subscribe('burst', (event) => received.push(event.n));
      query.mockClear();
      for (let n = 0; n < 40; n++) first.publish('burst', { type: 'x', n });
      for (let attempt = 0; attempt < 50 && received.length < 40; attempt++) await pause(100);
      expect(received).toEqual(Array.from({ length: 40 }, (_, n) => n));
      const notifies = query.mock.calls.filter(([text]) => String(text).includes('pg_notify'));
      // published in one go: they leave together (one statement per event before)
      expect(notifies.length).toBeLessThanOrEqual(2);
    } finally {
      query.mockRestore();
      await first.close();
      await second.close();
    }
  });
});

describe.skipIf(skipRedisTests)('event bus over Redis pub/sub', () => {
  requireRedis();
  sharedBusTests((channel) => createEventBus({ redisUrl, channel, logger: quietLog }));

  it('prefers Redis when both URLs are given', async () => {
    const channel = freshChannel();
    const viaRedis = createEventBus({ redisUrl, channel, logger: quietLog });
    const alsoRedis = createEventBus({
      redisUrl,
      databaseUrl: 'postgres://nobody@127.0.0.1:1/none',
      channel,
      logger: quietLog,
    });
    try {
      await Promise.all([viaRedis.ready(), alsoRedis.ready()]);
      const arriving = nextEvent(alsoRedis, 't');
      viaRedis.publish('t', { type: 'x' });
      expect(await arriving).toEqual({ type: 'x' });
    } finally {
      await viaRedis.close();
      await alsoRedis.close();
    }
  });
});
