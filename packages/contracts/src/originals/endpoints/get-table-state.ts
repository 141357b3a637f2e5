import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { tableParamsSchema, tablePaths, tableStateSchema } from '../table-games.ts';

/** What a page joining a table needs before the live channel takes over. */
export const getTableState = defineEndpoint({
  method: 'GET',
  path: tablePaths.state,
  auth: endpointAuth.player,
  tag: 'originals',
  summary: 'The current round, recent results and my bets, for joining a table',
  params: tableParamsSchema,
  response: tableStateSchema,
});
