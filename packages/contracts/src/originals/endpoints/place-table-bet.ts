import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import {
  placeTableBetRequestSchema,
  tableBetResultSchema,
  tableParamsSchema,
  tablePaths,
} from '../table-games.ts';

/** A bet on a shared table's round while it takes bets. */
export const placeTableBet = defineEndpoint({
  method: 'POST',
  path: tablePaths.bets,
  auth: endpointAuth.player,
  tag: 'originals',
  summary: 'Bet on the open round of a shared table',
  params: tableParamsSchema,
  body: placeTableBetRequestSchema,
  response: tableBetResultSchema,
});
