import { z } from 'zod';
import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { tableCodeSchema, tablePaths } from '../table-games.ts';

/** Which table's channel, and the brand (a browser cannot set headers on a websocket). */
export const tableChannelQuerySchema = z.object({
  table: tableCodeSchema,
  merchant: z.string().optional(),
});

/** One message of a table's channel: a `TableEvent`, or `{ type: 'ping', serverTime }`. */
export const tableChannelMessageSchema = z.looseObject({ type: z.string() });

/** The live channel of one shared table (websocket); the game session token as subprotocol. */
export const openTableChannel = defineEndpoint({
  method: 'GET',
  path: tablePaths.socket,
  auth: endpointAuth.player,
  tag: 'originals',
  summary: 'The live channel of one table (websocket): rounds, results, bets and cash-outs',
  query: tableChannelQuerySchema,
  response: tableChannelMessageSchema,
  hidden: true,
});
