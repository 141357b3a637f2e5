import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { gameLangQuerySchema, gamePaths, hotGamesResponseSchema } from '../player-games.ts';

/** getHotGameList: the hot games row of the home page; open to guests. */
export const getHotGames = defineEndpoint({
  method: 'GET',
  path: gamePaths.hot,
  auth: endpointAuth.public,
  tag: 'games',
  summary: 'Hot games of active vendors, in vendor-sorting order (getHotGameList)',
  query: gameLangQuerySchema,
  response: hotGamesResponseSchema,
});
