import type { IncomingMessage } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cockfightPaths, openCockfightChannel } from '@lobby/contracts';
import type { EventBus } from '../../platform/event-bus.ts';
import type { GeoIpLookup } from '../../platform/geoip.ts';
import { createRouteKit } from '../../platform/route-kit.ts';
import type { CockfightAccess } from './cockfight-access.ts';
import { cockfightTopic } from './cockfight-views.ts';

/** Close code: the caller's country may not bet on cockfight (do not reconnect). */
export const cockfightUnavailableCloseCode = 4403;
const pingIntervalMs = 25_000;
const maxBufferedBytes = 256 * 1024;
const socketOpen = 1;

/** A browser cannot set headers on a websocket: the page names its brand as `?merchant=`. */
function adoptMerchantParameter(raw: IncomingMessage): void {
  const url = new URL(raw.url ?? '/', 'http://socket.invalid');
  if (url.pathname !== cockfightPaths.socket) return;
  const merchant = url.searchParams.get('merchant');
  if (merchant && raw.headers.merchant === undefined) raw.headers.merchant = merchant;
}

/**
 * GET /wps/cockfight/ws?merchant=…: the board's live channel. Every event of the brand's topic
 * (`{ type: 'fight', fight }`: pools and payouts at most every 500 ms per fight, states and
 * results at once) goes to the page as JSON, and a ping every 25 s. Public like the board; a
 * caller from a country where cockfight is off gets the socket closed with 4403.
 */
export const cockfightSocketRoutes: FastifyPluginAsyncZod<{
  events: EventBus;
  geoIp: GeoIpLookup;
  access: CockfightAccess;
}> = async (app, deps) => {
  app.server.prependListener('upgrade', adoptMerchantParameter);
  app.addHook('onClose', async () => {
    app.server.removeListener('upgrade', adoptMerchantParameter);
  });
  const allowed = new WeakMap<object, boolean>();
  const { socketRoute } = createRouteKit(app);
  socketRoute(
    openCockfightChannel,
    {
      rate: 'read',
      preHandler: async (request) => {
        const country = deps.geoIp.countryOf(request.ip);
        allowed.set(request, await deps.access.isAllowed(request.merchant.id, country));
      },
    },
    (socket, request) => {
      if (!allowed.get(request)) {
        socket.close(cockfightUnavailableCloseCode, 'cockfight_unavailable_country');
        return;
      }
      const send = (event: Record<string, unknown>) => {
        if (socket.readyState !== socketOpen) return;
        if (socket.bufferedAmount > maxBufferedBytes) {
          socket.terminate();
          return;
        }
        socket.send(JSON.stringify(event));
      };
      const unsubscribe = deps.events.subscribe(cockfightTopic(request.merchant.id), send);
      const timer = setInterval(
        () => send({ type: 'ping', serverTime: Date.now() }),
        pingIntervalMs,
      );
      timer.unref();
      socket.on('message', () => {});
      socket.on('close', () => {
        clearInterval(timer);
        unsubscribe();
      });
    },
  );
};
