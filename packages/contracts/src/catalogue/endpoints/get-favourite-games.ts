import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { gamePageSchema, gamePaths, memberGamesQuerySchema } from '../player-games.ts';

/** The favourites page (§4.10); real accounts only. */
export const getFavouriteGames = defineEndpoint({
  method: 'GET',
  path: gamePaths.favourites,
  auth: endpointAuth.member,
  tag: 'games',
  summary: "A page of the member's favourite games, newest first",
  query: memberGamesQuerySchema,
  response: gamePageSchema,
});
