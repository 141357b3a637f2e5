import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import {
  favouriteChangeResponseSchema,
  favouriteParamsSchema,
  gamePaths,
} from '../player-games.ts';

/** Unmarks a favourite (§4.10); real accounts only. */
export const removeFavouriteGame = defineEndpoint({
  method: 'DELETE',
  path: gamePaths.favourite,
  auth: endpointAuth.member,
  tag: 'games',
  summary: 'Remove a favourite (removing one that is not there changes nothing)',
  params: favouriteParamsSchema,
  response: favouriteChangeResponseSchema,
});
