import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { instantGamePaths, playBalanceSchema } from '../instant-games.ts';

/** The balance an in-house game shows, in the session's unit (PLAY for play money). */
export const getPlayBalance = defineEndpoint({
  method: 'GET',
  path: instantGamePaths.balance,
  auth: endpointAuth.player,
  tag: 'originals',
  summary: "The player's balance in the game session's unit",
  response: playBalanceSchema,
});
