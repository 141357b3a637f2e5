import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import {
  addFavouriteRequestSchema,
  favouriteChangeResponseSchema,
  gamePaths,
} from '../player-games.ts';

/** Marks a game as a favourite (§4.10); real accounts only. */
export const addFavouriteGame = defineEndpoint({
  method: 'POST',
  path: gamePaths.favourites,
  auth: endpointAuth.member,
  tag: 'games',
  summary: 'Add a favourite (adding an existing one changes nothing; at most 200)',
  body: addFavouriteRequestSchema,
  response: favouriteChangeResponseSchema,
});
