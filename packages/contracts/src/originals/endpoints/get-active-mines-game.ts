import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { instantGamePaths, minesActiveResultSchema } from '../instant-games.ts';

/** The game in progress, for a page that reloads mid-game. */
export const getActiveMinesGame = defineEndpoint({
  method: 'GET',
  path: instantGamePaths.minesActive,
  auth: endpointAuth.player,
  tag: 'originals',
  summary: 'The mines game in progress, if any, and the balance',
  response: minesActiveResultSchema,
});
