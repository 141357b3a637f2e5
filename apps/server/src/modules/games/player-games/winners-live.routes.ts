import type { IncomingMessage } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gamePaths, streamWinners, winnerLiveEventName } from '@lobby/contracts';
import { AppError } from '../../../platform/app-error.ts';
import { createRouteKit } from '../../../platform/route-kit.ts';
import type { WinnersLive } from './winners-live.ts';

export interface WinnersLiveOptions {
  /** A comment line this often keeps proxies from closing a quiet stream. */
  heartbeatMs: number;
  /** Open streams one client address may hold; one more is refused with 429. */
  maxPerIp: number;
  /** Open streams this instance holds at most. */
  maxTotal: number;
  /** A client that lets this much pile up unread is dropped. */
  maxBufferedBytes: number;
}

export const defaultWinnersLiveOptions: WinnersLiveOptions = {
  heartbeatMs: 25_000,
  maxPerIp: 20,
  maxTotal: 5_000,
  maxBufferedBytes: 256 * 1024,
};

/** Reconnect delay the browser's EventSource uses after a drop. */
const retryMs = 5_000;

/**
 * EventSource cannot send headers, so the page may name its brand as `?merchant=`; this
 * copies it onto the `merchant` header before routing (a header the client did send wins).
 */
export function adoptStreamMerchant(raw: IncomingMessage): void {
  if (!raw.url?.startsWith(gamePaths.winnersLive)) return;
  const url = new URL(raw.url, 'http://stream.invalid');
  if (url.pathname !== gamePaths.winnersLive) return;
  const merchant = url.searchParams.get('merchant');
  if (merchant && raw.headers.merchant === undefined) raw.headers.merchant = merchant;
}

/**
 * GET /lgw/games/winners/live: the winner board's new entries as Server-Sent Events, open to
 * guests. Each win is `event: winner` + `data: <WinnerEntry JSON>`; `: ping` every 25 s.
 */
export const winnersLiveRoutes: FastifyPluginAsyncZod<{
  live: WinnersLive;
  options?: Partial<WinnersLiveOptions>;
}> = async (app, { live, options }) => {
  const settings = { ...defaultWinnersLiveOptions, ...options };
  const perIp = new Map<string, number>();
  const closers = new Set<() => void>();

  app.server.prependListener('request', adoptStreamMerchant);
  // open streams would keep the server from closing
  app.addHook('preClose', async () => {
    app.server.removeListener('request', adoptStreamMerchant);
    for (const close of [...closers]) close();
  });

  // a stream answers through the raw socket, not the envelope; EventSource reconnects by
  // itself, and a tight loop of reconnects is not a reader
  const { rawRoute } = createRouteKit(app);
  rawRoute(streamWinners, { rate: 'read' }, async (request, reply) => {
    const ip = request.ip;
    const fromIp = perIp.get(ip) ?? 0;
    if (fromIp >= settings.maxPerIp || closers.size >= settings.maxTotal) {
      throw new AppError('too_many_requests');
    }
    perIp.set(ip, fromIp + 1);
    reply.hijack();
    const raw = reply.raw;
    let stopListening: (() => void) | undefined;
    let closed = false;
    const heartbeat = setInterval(() => write(': ping\n\n'), settings.heartbeatMs);
    heartbeat.unref();

    function close(): void {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      stopListening?.();
      closers.delete(close);
      const left = (perIp.get(ip) ?? 1) - 1;
      if (left > 0) perIp.set(ip, left);
      else perIp.delete(ip);
      if (!raw.writableEnded) raw.end();
    }
    function write(text: string): void {
      if (closed) return;
      if (raw.writableLength > settings.maxBufferedBytes) {
        close();
        raw.destroy();
        return;
      }
      raw.write(text);
    }

    closers.add(close);
    raw.on('close', close);
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    write(`retry: ${retryMs}\n: connected\n\n`);
    try {
      const stop = await live.listen(request.merchant, {
        lang: request.query.lang,
        send: (entry) => write(`event: ${winnerLiveEventName}\ndata: ${JSON.stringify(entry)}\n\n`),
      });
      if (closed) stop();
      else stopListening = stop;
    } catch (error) {
      request.log.warn({ err: error }, 'winner stream failed to start');
      close();
    }
  });
};
