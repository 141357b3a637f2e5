import type { IncomingMessage } from 'node:http';
import type { WebSocket } from 'ws';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { openSportsbookChannel, sportsbookPaths } from '@lobby/contracts';
import type { EventBus } from '../../platform/event-bus.ts';
import { createRouteKit } from '../../platform/route-kit.ts';
import { sendFrame, textFrame } from '../../platform/websocket-broadcast.ts';
import { sportsbookTopic } from './odds-feed.ts';

const pingIntervalMs = 25_000;
const maxBufferedBytes = 256 * 1024;

/** A browser cannot set headers on a websocket: the page names its brand as `?merchant=`. */
function adoptMerchantParameter(raw: IncomingMessage): void {
  const url = new URL(raw.url ?? '/', 'http://socket.invalid');
  if (url.pathname !== sportsbookPaths.socket) return;
  const merchant = url.searchParams.get('merchant');
  if (merchant && raw.headers.merchant === undefined) raw.headers.merchant = merchant;
}

/** The sockets of one brand on this instance: the whole book's, and each fixture's. */
interface BrandSockets {
  book: Set<WebSocket>;
  byFixture: Map<number, Set<WebSocket>>;
  unsubscribe: () => void;
}

/** A message encoded once, as the payload and as the complete frame every socket gets. */
function encode(message: object) {
  const payload = Buffer.from(JSON.stringify(message));
  return { payload, frame: textFrame(payload) };
}

function sendTo(sockets: Iterable<WebSocket>, { payload, frame }: ReturnType<typeof encode>) {
  for (const socket of sockets) sendFrame(socket, frame, payload, maxBufferedBytes);
}

/**
 * GET /wps/sportsbook/ws?merchant=…[&fixture=ID]: the book's live channel (public, like the
 * odds). One event-bus subscription per brand on this instance; each event is serialised once
 * and sent to the book's subscribers and to the fixture's; a ping every 25 s.
 */
export const oddsFeedRoutes: FastifyPluginAsyncZod<{ events: EventBus }> = async (app, deps) => {
  app.server.prependListener('upgrade', adoptMerchantParameter);
  const brands = new Map<number, BrandSockets>();
  const ping = setInterval(() => {
    const message = encode({ type: 'ping', serverTime: Date.now() });
    for (const brand of brands.values()) {
      sendTo(brand.book, message);
      for (const set of brand.byFixture.values()) sendTo(set, message);
    }
  }, pingIntervalMs);
  ping.unref();
  app.addHook('onClose', async () => {
    app.server.removeListener('upgrade', adoptMerchantParameter);
    clearInterval(ping);
    for (const brand of brands.values()) brand.unsubscribe();
    brands.clear();
  });

  function brandOf(merchantId: number): BrandSockets {
    const found = brands.get(merchantId);
    if (found) return found;
    const brand: BrandSockets = { book: new Set(), byFixture: new Map(), unsubscribe: () => {} };
    brand.unsubscribe = deps.events.subscribe(sportsbookTopic(merchantId), (event) => {
      // encoded once for every socket, frame header included (10,000 sockets: one JSON pass,
      // one frame, then one write each)
      const message = encode(event);
      sendTo(brand.book, message);
      const fixtureId = typeof event.fixtureId === 'number' ? event.fixtureId : undefined;
      const fixtureSockets = fixtureId === undefined ? undefined : brand.byFixture.get(fixtureId);
      if (fixtureSockets) sendTo(fixtureSockets, message);
    });
    brands.set(merchantId, brand);
    return brand;
  }

  const { socketRoute } = createRouteKit(app);
  socketRoute(
    openSportsbookChannel,
    { rate: 'read', preHandler: async () => {} },
    (socket, request) => {
      const merchantId = request.merchant.id;
      const brand = brandOf(merchantId);
      const fixtureId = request.query.fixture;
      let set = brand.book;
      if (fixtureId !== undefined) {
        set = brand.byFixture.get(fixtureId) ?? new Set();
        brand.byFixture.set(fixtureId, set);
      }
      set.add(socket);
      socket.on('message', () => {});
      socket.on('close', () => {
        set.delete(socket);
        if (fixtureId !== undefined && set.size === 0) brand.byFixture.delete(fixtureId);
        if (brand.book.size === 0 && brand.byFixture.size === 0) {
          brand.unsubscribe();
          brands.delete(merchantId);
        }
      });
    },
  );
};
