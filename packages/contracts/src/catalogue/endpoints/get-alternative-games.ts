import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import {
  alternativesParamsSchema,
  alternativesResponseSchema,
  gameLangQuerySchema,
  gamePaths,
} from '../player-games.ts';

/** What to offer instead of a game under maintenance; open to guests. */
export const getAlternativeGames = defineEndpoint({
  method: 'GET',
  path: gamePaths.alternatives,
  auth: endpointAuth.public,
  tag: 'games',
  summary: 'Up to 6 playable games of the same category, hot first (maintenance)',
  params: alternativesParamsSchema,
  query: gameLangQuerySchema,
  response: alternativesResponseSchema,
});
