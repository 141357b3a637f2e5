import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { favouriteIdsResponseSchema, gamePaths } from '../player-games.ts';

/** The ids the game tiles mark as favourites (§4.10); real accounts only. */
export const getFavouriteIds = defineEndpoint({
  method: 'GET',
  path: gamePaths.favouriteIds,
  auth: endpointAuth.member,
  tag: 'games',
  summary: "The member's favourite game ids (nodeIds), newest first",
  response: favouriteIdsResponseSchema,
});
