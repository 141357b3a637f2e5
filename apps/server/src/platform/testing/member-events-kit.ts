import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import type { members } from '../../db/schema/index.ts';
import type { createWalletService } from '../../modules/wallet/index.ts';

/** A websocket client of a test, with everything it saw. */
export interface SocketClient {
  socket: WebSocket;
  /** Every JSON message received, in order. */
  messages: Record<string, unknown>[];
  /** Resolves on open; rejects when the upgrade is refused or the socket closes first. */
  opened: Promise<void>;
  closed: Promise<{ code: number; reason: string }>;
  /** The HTTP status of a refused upgrade. */
  refusedWith: Promise<number>;
  /** The first message of this type (received already or within `ms`). */
  next(type: string, ms?: number): Promise<Record<string, unknown>>;
  /**
   * Calls `probe` (which publishes `{ type: 'link_check' }` for this member somewhere) until
   * one arrives: proves the path between instances works before the real event is sent.
   */
  waitForLink(probe: () => void, ms?: number): Promise<void>;
}

/** Listens on a random local port; answers the ws:// base URL. */
export async function listenOn(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}`;
}

/**
 * Opens a socket the way the web client does: `new WebSocket(url, ['lobby', token])`. `host`
 * replaces the Host header (127.0.0.1 is a domain of the demo brand, which would win over
 * `?merchant=`).
 */
export function openSocket(
  url: string,
  protocols?: string[],
  options: { host?: string } = {},
): SocketClient {
  const socket = new WebSocket(
    url,
    protocols,
    options.host ? { headers: { host: options.host } } : {},
  );
  const messages: Record<string, unknown>[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    messages.push(JSON.parse(String(data)) as Record<string, unknown>);
    for (const wake of waiters) wake();
  });
  // a refused upgrade or a reset is reported through the promises below, never thrown
  socket.on('error', () => {});
  let refused = (_status: number) => {};
  const refusedWith = new Promise<number>((resolve) => (refused = resolve));
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (request, response) => {
      refused(response.statusCode ?? 0);
      request.destroy();
      reject(new Error(`upgrade refused: ${response.statusCode}`));
    });
    socket.once('close', () => reject(new Error('closed before open')));
  });
  opened.catch(() => {});
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.once('close', (code, reason) => resolve({ code, reason: String(reason) }));
  });

  function next(type: string, ms = 5_000): Promise<Record<string, unknown>> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = messages.find((message) => message.type === type);
        if (!found) return false;
        waiters.delete(wake);
        clearTimeout(timer);
        resolve(found);
        return true;
      };
      const wake = () => void check();
      const timer = setTimeout(() => {
        waiters.delete(wake);
        reject(new Error(`no ${type} message within ${ms} ms`));
      }, ms);
      if (!check()) waiters.add(wake);
    });
  }

  async function waitForLink(probe: () => void, ms = 10_000): Promise<void> {
    const arrived = next('link_check', ms);
    const repeat = setInterval(probe, 100);
    probe();
    try {
      await arrived;
    } finally {
      clearInterval(repeat);
    }
  }

  return { socket, messages, opened, closed, refusedWith, next, waitForLink };
}

/** Credits 1.00 to a member from the house adjustments account, through the wallet given. */
export async function creditMember(
  wallet: ReturnType<typeof createWalletService>,
  member: typeof members.$inferSelect,
  key: string,
): Promise<void> {
  await wallet.post({
    merchantId: member.merchantId,
    idempotencyKey: `test:${key}`,
    kind: 'adjustment',
    memberId: member.id,
    memo: { reason: 'websocket test' },
    legs: [
      { account: { memberId: member.id, kind: 'main' }, amount: 100n },
      { account: { house: 'adjustments' }, amount: -100n },
    ],
  });
}
