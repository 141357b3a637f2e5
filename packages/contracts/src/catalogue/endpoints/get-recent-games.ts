import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { gamePageSchema, gamePaths, memberGamesQuerySchema } from '../player-games.ts';

/** The games the member launched; trial accounts too (they play). */
export const getRecentGames = defineEndpoint({
  method: 'GET',
  path: gamePaths.recent,
  auth: endpointAuth.memberOrTrial,
  tag: 'games',
  summary: 'A page of the games the member launched, latest first',
  query: memberGamesQuerySchema,
  response: gamePageSchema,
});
