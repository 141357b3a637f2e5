import websocket from '@fastify/websocket';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tableSocketProtocol } from '@lobby/contracts';
import type { ModuleDeps } from '../module-deps.ts';
import { memberEventsRoutes, memberSocketProtocol } from './member-events.routes.ts';
import { uploadRoutes } from './uploads.routes.ts';
import { tableSocketRoutes } from '../modules/originals/tables/table-socket.routes.ts';

/** The platform's own routes for members: the live websocket and proof-image uploads. */
export const platformModule: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  await app.register(websocket, {
    options: {
      // the page never sends anything on this channel
      maxPayload: 4 * 1024,
      // answer only our names: the default would echo the first offer, which may be the token
      handleProtocols: (protocols) =>
        protocols.has(memberSocketProtocol)
          ? memberSocketProtocol
          : protocols.has(tableSocketProtocol)
            ? tableSocketProtocol
            : false,
    },
  });
  // an upgrade refused before the plugin's own hooks ran (unknown brand: the merchant hook runs
  // first) would otherwise keep its socket open, unread, until the process ends
  app.addHook('onResponse', async (request) => {
    if (!request.ws && request.headers.upgrade?.toLowerCase() === 'websocket') {
      request.raw.socket.destroy();
    }
  });
  await app.register(memberEventsRoutes, deps);
  await app.register(uploadRoutes, deps);
  // the in-house tables' live channel needs this plugin's websocket support
  await app.register(tableSocketRoutes, deps);
};
