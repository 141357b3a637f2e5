import {
  addFavouriteGame as addFavouriteGameEndpoint,
  getFavouriteIds as getFavouriteIdsEndpoint,
  removeFavouriteGame as removeFavouriteGameEndpoint,
  type AddFavouriteRequest,
  type FavouriteChangeResponse,
  type FavouriteIdsResponse,
  type Game,
} from '@lobby/contracts';
import { apiCall } from '../../../lib/api-client.ts';

/** The facts the server keeps about a favourite (§7.3 add favourite: nodeId, vendor, gameType). */
export type FavouriteGame = Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>;

/** GET /wps/games/favourites/ids: the member's favourite games, by node id. */
export function getFavouriteIds(signal?: AbortSignal): Promise<FavouriteIdsResponse> {
  return apiCall(getFavouriteIdsEndpoint, { signal });
}

/** POST /wps/games/favourites: adding a game already favourited changes nothing. */
export function addFavouriteGame(game: FavouriteGame): Promise<FavouriteChangeResponse> {
  const body: AddFavouriteRequest = {
    nodeId: game.nodeId,
    vendor: game.vassalage,
    gameType: game.gameType,
  };
  return apiCall(addFavouriteGameEndpoint, { body });
}

/** DELETE /wps/games/favourites/:nodeId. */
export function removeFavouriteGame(nodeId: number): Promise<FavouriteChangeResponse> {
  return apiCall(removeFavouriteGameEndpoint, { params: { nodeId } });
}

/** Query-key root of the favourite-game lists: refreshed after each saved toggle. */
export const favouriteGamesQueryRoot = ['games', 'favourites'] as const;
