import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { gamePageSchema, gamePaths, searchGamesQuerySchema } from '../player-games.ts';

/** Game search as the player types (the client debounces); open to guests. */
export const searchGames = defineEndpoint({
  method: 'GET',
  path: gamePaths.search,
  auth: endpointAuth.public,
  tag: 'games',
  summary: 'Games whose name (any language) or code contains q, case-insensitive',
  query: searchGamesQuerySchema,
  response: gamePageSchema,
});
