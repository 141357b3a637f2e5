import {
  type addFavouriteGame as addFavouriteGameEndpoint,
  type getFavouriteIds as getFavouriteIdsEndpoint,
  type removeFavouriteGame as removeFavouriteGameEndpoint,
  type AddFavouriteRequest,
  type FavouriteChangeResponse,
  type FavouriteIdsResponse,
  type Game,
} from '@lobby/contracts';
import { gamePaths } from './game-paths.ts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';

const addFavouriteGameRoute = routeTo<typeof addFavouriteGameEndpoint>(
  'POST',
  gamePaths.favourites,
);

const getFavouriteIdsRoute = routeTo<typeof getFavouriteIdsEndpoint>('GET', gamePaths.favouriteIds);

const removeFavouriteGameRoute = routeTo<typeof removeFavouriteGameEndpoint>(
  'DELETE',
  gamePaths.favourite,
);

/** The facts the server keeps about a favourite (§7.3 add favourite: nodeId, vendor, gameType). */
export type FavouriteGame = Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>;

/** GET /wps/games/favourites/ids: the member's favourite games, by node id. */
export function getFavouriteIds(signal?: AbortSignal): Promise<FavouriteIdsResponse> {
  return apiCall(getFavouriteIdsRoute, { signal });
}

/** POST /wps/games/favourites: adding a game already favourited changes nothing. */
export function addFavouriteGame(game: FavouriteGame): Promise<FavouriteChangeResponse> {
  const body: AddFavouriteRequest = {
    nodeId: game.nodeId,
    vendor: game.vassalage,
    gameType: game.gameType,
  };
  return apiCall(addFavouriteGameRoute, { body });
}

/** DELETE /wps/games/favourites/:nodeId. */
export function removeFavouriteGame(nodeId: number): Promise<FavouriteChangeResponse> {
  return apiCall(removeFavouriteGameRoute, { params: { nodeId } });
}

/** Query-key root of the favourite-game lists: refreshed after each saved toggle. */
export const favouriteGamesQueryRoot = ['games', 'favourites'] as const;
