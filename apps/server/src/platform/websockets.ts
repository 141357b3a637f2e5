import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';

/**
 * Websocket support for every route below `app`: the member's live channel (platform) and the
 * in-house tables' channel (originals) each register their own route. Only the subprotocols
 * named here are answered: the default would echo the first offer, which may be the token.
 */
export async function registerWebsockets(
  app: FastifyInstance,
  protocols: readonly string[],
): Promise<void> {
  await app.register(websocket, {
    options: {
      // the pages never send much on these channels
      maxPayload: 4 * 1024,
      handleProtocols: (offered) => protocols.find((name) => offered.has(name)) ?? false,
    },
  });
  // an upgrade refused before the plugin's own hooks ran (unknown brand: the merchant hook runs
  // first) would otherwise keep its socket open, unread, until the process ends
  app.addHook('onResponse', async (request) => {
    if (!request.ws && request.headers.upgrade?.toLowerCase() === 'websocket') {
      request.raw.socket.destroy();
    }
  });
}
