import type { IncomingMessage } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  openTableChannel,
  playerTokenHeader,
  tablePaths,
  tableSocketProtocol,
  type TableEvent,
} from '@lobby/contracts';
import type { EventBus } from '../../../platform/event-bus.ts';
import { AppError } from '../../../platform/app-error.ts';
import { createRouteKit } from '../../../platform/route-kit.ts';
import type { PlayerAuth, Player } from '../player-auth.ts';
import { tableTopic } from './table-views.ts';

/** Close codes of the table socket. */
export const tableSocketCloseCodes = {
  /** The game session token is missing or dead: open the game again, do not reconnect. */
  sessionInvalid: 4401,
} as const;

const pingIntervalMs = 25_000;
// a client that reads nothing while events pile up is cut off instead of filling memory
const maxBufferedBytes = 512 * 1024;
const socketOpen = 1;

/**
 * A browser cannot set headers on a websocket: the page sends the brand as `?merchant=` and
 * its game session token as the second subprotocol (`['lobby-table', token]`, never in the
 * URL). This copies them onto the `merchant` and `x-player-token` headers before routing.
 */
export function adoptTableSocketCredentials(raw: IncomingMessage): void {
  const url = new URL(raw.url ?? '/', 'http://socket.invalid');
  if (url.pathname !== tablePaths.socket) return;
  const merchant = url.searchParams.get('merchant');
  if (merchant && raw.headers.merchant === undefined) raw.headers.merchant = merchant;
  const offered = raw.headers['sec-websocket-protocol'];
  if (typeof offered === 'string' && raw.headers[playerTokenHeader] === undefined) {
    const protocols = offered.split(',').map((entry) => entry.trim());
    const token = protocols.find((entry) => entry !== tableSocketProtocol && entry.length > 0);
    if (protocols.includes(tableSocketProtocol) && token) raw.headers[playerTokenHeader] = token;
  }
}

/**
 * GET /originals/v1/tables/ws?merchant=…&table=…: the live channel of one table. Every event
 * of topic `table:<merchantId>:<table>` goes to the page as JSON (round_opened, round_started,
 * round_result, round_settled, bet_placed, cashed_out), plus `{type:'ping', serverTime}` every
 * 25 s. The page sends nothing. A dead session gets an accepted socket closed with 4401.
 * Needs websocket support on an enclosing scope (app.ts registers it for the whole API).
 */
export const tableSocketRoutes: FastifyPluginAsyncZod<{
  players: PlayerAuth;
  events: EventBus;
}> = async (app, deps) => {
  const { players } = deps;
  app.server.prependListener('upgrade', adoptTableSocketCredentials);
  app.addHook('onClose', async () => {
    app.server.removeListener('upgrade', adoptTableSocketCredentials);
  });
  const sessions = new WeakMap<object, Player | null>();

  // the budget is the shared table's read budget
  const { socketRoute } = createRouteKit(app);
  socketRoute(
    openTableChannel,
    {
      rate: 'read',
      preHandler: async (request) => {
        try {
          sessions.set(request, await players.require(request));
        } catch (error) {
          if (error instanceof AppError && error.status === 401) sessions.set(request, null);
          else throw error;
        }
      },
    },
    (socket, request) => {
      const player = sessions.get(request);
      if (!player) {
        socket.close(tableSocketCloseCodes.sessionInvalid, 'game_session_invalid');
        return;
      }
      const send = (event: TableEvent | Record<string, unknown>) => {
        if (socket.readyState !== socketOpen) return;
        if (socket.bufferedAmount > maxBufferedBytes) {
          socket.terminate();
          return;
        }
        socket.send(JSON.stringify(event));
      };
      const unsubscribe = deps.events.subscribe(
        tableTopic(player.merchantId, request.query.table),
        send,
      );
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
