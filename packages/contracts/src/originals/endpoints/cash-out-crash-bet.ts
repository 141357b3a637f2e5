import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { crashCashoutRequestSchema, tableBetResultSchema, tablePaths } from '../table-games.ts';

/** Takes a crash bet out of the running round before the crash. */
export const cashOutCrashBet = defineEndpoint({
  method: 'POST',
  path: tablePaths.cashout,
  auth: endpointAuth.player,
  tag: 'originals',
  summary: "Cash out a crash bet at the server's current multiplier",
  body: crashCashoutRequestSchema,
  response: tableBetResultSchema,
});
