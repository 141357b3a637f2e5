import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { getGamesQuerySchema, getGamesResponseSchema } from '../get-games.ts';

/** A page of the catalogue (§2.3); the same for every visitor of a brand. */
export const getGames = defineEndpoint({
  method: 'GET',
  path: apiPaths.games,
  auth: endpointAuth.public,
  tag: 'games',
  summary: 'A page of games by type, vendor (vassalage) and hotness',
  query: getGamesQuerySchema,
  response: getGamesResponseSchema,
});
