import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';

/**
 * Publish and subscribe between parts of the server, and across instances: a balance change
 * committed on one instance must reach the member's websocket on any other. Topics are plain
 * strings (`member:42`); events are small JSON objects, never secrets.
 */
export interface EventBus {
  /** Never throws: an event is a hint (the page refetches), never the record of anything. */
  publish(topic: string, event: Record<string, unknown>): void;
  /** Returns the function that stops the subscription. */
  subscribe(topic: string, handler: (event: Record<string, unknown>) => void): () => void;
  /** Resolves once events of other instances arrive (at once for a local bus); for tests. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** Where the bus reports a lost connection or a dropped event (pino's `warn` fits). */
export interface EventBusLogger {
  warn(details: object, message: string): void;
}

/** The topic of everything about one member's account (balance changes, later inbox). */
export function memberTopic(memberId: number): string {
  return `member:${memberId}`;
}

/**
 * The topic of events for every member of a brand (a broadcast inbox message): each member
 * socket listens to it beside its own, and the page refetches what it concerns.
 */
export function brandTopic(merchantId: number): string {
  return `brand:${merchantId}`;
}

/** One process: enough for the embedded database, which only one instance can open. */
export function createLocalEventBus(): EventBus {
  const handlers = new Map<string, Set<(event: Record<string, unknown>) => void>>();
  return {
    publish(topic, event) {
      for (const handler of handlers.get(topic) ?? []) {
        try {
          handler(event);
        } catch {
          // one broken listener must not keep the event from the others
        }
      }
    },
    subscribe(topic, handler) {
      const set = handlers.get(topic) ?? new Set();
      set.add(handler);
      handlers.set(topic, set);
      return () => {
        set.delete(handler);
        if (set.size === 0) handlers.delete(topic);
      };
    },
    async ready() {},
    async close() {
      handlers.clear();
    },
  };
}

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more in its default configuration. */
export const maxRemotePayloadBytes = 7999;
const defaultChannel = 'lobby_events';
const channelPattern = /^[a-z_][a-z0-9_]{0,62}$/;
// events published while the link is down wait here, so a short outage loses nothing
const maxQueuedEvents = 1_000;
const firstRetryMs = 250;
const maxRetryMs = 30_000;

/** What travels between instances; `origin` lets an instance skip its own echo. */
interface WireEvent {
  origin: string;
  topic: string;
  event: Record<string, unknown>;
}

function parseWireEvent(payload: string): WireEvent | undefined {
  try {
    const value = JSON.parse(payload) as Partial<WireEvent> | null;
    if (
      value &&
      typeof value.origin === 'string' &&
      typeof value.topic === 'string' &&
      value.event &&
      typeof value.event === 'object' &&
      !Array.isArray(value.event)
    ) {
      return value as WireEvent;
    }
  } catch {
    // a foreign or broken payload on our channel is ignored, never fatal
  }
  return undefined;
}

/** A connection to the other instances; `send` never throws. */
interface Link {
  send(payload: string): void;
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** Local delivery at once, remote delivery through the link, own echoes skipped. */
function linkedBus(
  openLink: (receive: (payload: string) => void) => Link,
  log: EventBusLogger,
): EventBus {
  const origin = randomUUID();
  const local = createLocalEventBus();
  const link = openLink((payload) => {
    const wire = parseWireEvent(payload);
    if (wire && wire.origin !== origin) local.publish(wire.topic, wire.event);
  });
  return {
    publish(topic, event) {
      local.publish(topic, event);
      let payload: string;
      try {
        payload = JSON.stringify({ origin, topic, event } satisfies WireEvent);
      } catch (error) {
        log.warn({ topic, err: (error as Error).message }, 'event not serialisable; kept local');
        return;
      }
      if (Buffer.byteLength(payload) > maxRemotePayloadBytes) {
        log.warn({ topic, bytes: Buffer.byteLength(payload) }, 'event too large; kept local');
        return;
      }
      link.send(payload);
    },
    subscribe: local.subscribe,
    ready: () => link.ready(),
    async close() {
      await link.close();
      await local.close();
    },
  };
}

/** A promise with its resolve function, for "resolves once connected". */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/**
 * LISTEN/NOTIFY over one dedicated connection (not the pool: a LISTEN belongs to a session).
 * A lost connection is replaced with growing delays; events wait in a bounded queue meanwhile.
 */
function postgresLink(
  options: { url: string; channel: string; log: EventBusLogger },
  receive: (payload: string) => void,
): Link {
  const { url, channel, log } = options;
  const connected = deferred();
  const queue: string[] = [];
  let client: pg.Client | undefined;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = firstRetryMs;

  // one query at a time on the link's connection (pg refuses overlapping queries on a client);
  // events published while one is under way leave together in the next, one round trip for
  // the lot. PostgreSQL folds identical payloads of one transaction into one notification:
  // harmless for events, which are hints (the page refetches), never records.
  let sending: Promise<unknown> = Promise.resolve();
  const outgoing: string[] = [];
  const notify = (target: pg.Client, payload: string) => {
    outgoing.push(payload);
    if (outgoing.length > 1) return; // a send is queued already and takes this one along
    sending = sending
      .then(() =>
        target.query('select pg_notify($1, payload) from unnest($2::text[]) as payload', [
          channel,
          outgoing.splice(0),
        ]),
      )
      .catch((error: Error) => {
        log.warn({ err: error.message }, 'event bus: notify failed');
      });
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, maxRetryMs);
  };

  const drop = (lost: pg.Client, reason: string) => {
    if (client === lost) client = undefined;
    lost.removeAllListeners('notification');
    lost.end().catch(() => {});
    if (!closed) {
      log.warn({ reason }, 'event bus: PostgreSQL link lost; reconnecting');
      scheduleReconnect();
    }
  };

  async function connect(): Promise<void> {
    // named, so an operator (or a test) can tell the bus's session in pg_stat_activity
    const next = new pg.Client({ connectionString: url, application_name: 'lobby-event-bus' });
    let lost = false;
    const onLost = (reason: string) => {
      if (lost) return;
      lost = true;
      drop(next, reason);
    };
    next.on('error', (error) => onLost(error.message));
    next.on('end', () => onLost('connection ended'));
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) receive(message.payload);
    });
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
    } catch (error) {
      onLost((error as Error).message);
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    retryMs = firstRetryMs;
    connected.resolve();
    for (const payload of queue.splice(0)) notify(next, payload);
  }

  void connect();
  return {
    send(payload) {
      if (closed) return;
      if (client) {
        notify(client, payload);
        return;
      }
      if (queue.length >= maxQueuedEvents) queue.shift();
      queue.push(payload);
    },
    ready: () => connected.promise,
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      queue.length = 0;
      const last = client;
      client = undefined;
      if (last) {
        last.removeAllListeners('notification');
        await last.end().catch(() => {});
      }
    },
  };
}

/**
 * Redis pub/sub: one connection subscribes (a subscribed connection can do nothing else), one
 * publishes. ioredis reconnects and re-subscribes by itself and queues commands meanwhile.
 */
function redisLink(
  options: { url: string; channel: string; log: EventBusLogger },
  receive: (payload: string) => void,
): Link {
  const { url, channel, log } = options;
  const connected = deferred();
  // the subscription waits for Redis however long it takes; a publish gives up after a few tries
  const subscriber = new Redis(url, { connectTimeout: 2_000, maxRetriesPerRequest: null });
  const publisher = new Redis(url, { connectTimeout: 2_000, maxRetriesPerRequest: 3 });
  for (const connection of [subscriber, publisher]) {
    connection.on('error', (error: Error) => {
      log.warn({ err: error.message }, 'event bus: Redis unavailable');
    });
  }
  subscriber.on('message', (from: string, payload: string) => {
    if (from === channel) receive(payload);
  });
  subscriber.subscribe(channel).then(
    () => connected.resolve(),
    (error: Error) => log.warn({ err: error.message }, 'event bus: Redis subscribe failed'),
  );
  return {
    send(payload) {
      publisher.publish(channel, payload).catch((error: Error) => {
        log.warn({ err: error.message }, 'event bus: Redis publish failed');
      });
    },
    ready: () => connected.promise,
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}

const consoleLogger: EventBusLogger = {
  warn: (details, message) => console.warn(message, details),
};

/**
 * The bus for this deployment: Redis when REDIS_URL is set, else PostgreSQL LISTEN/NOTIFY when
 * DATABASE_URL is set, else this process only (embedded PGlite allows one instance anyway).
 * `channel` separates deployments sharing a server (and parallel tests).
 */
export function createEventBus(options: {
  databaseUrl?: string | undefined;
  redisUrl?: string | undefined;
  channel?: string;
  logger?: EventBusLogger;
}): EventBus {
  const channel = options.channel ?? defaultChannel;
  if (!channelPattern.test(channel)) throw new Error(`invalid event channel name: ${channel}`);
  const log = options.logger ?? consoleLogger;
  if (options.redisUrl) {
    const url = options.redisUrl;
    return linkedBus((receive) => redisLink({ url, channel, log }, receive), log);
  }
  if (options.databaseUrl) {
    const url = options.databaseUrl;
    return linkedBus((receive) => postgresLink({ url, channel, log }, receive), log);
  }
  return createLocalEventBus();
}
