/**
 * Paths of the launch and player-game calls: the contracts' `gamePaths`, repeated because the
 * contracts module that holds them also builds zod schemas, which must stay out of the
 * first-load JavaScript (game-paths.test.ts keeps the two equal).
 */
export const gamePaths = {
  launchGame: '/wps/game/launchGame',
  favouriteIds: '/wps/games/favourites/ids',
  favourites: '/wps/games/favourites',
  favourite: '/wps/games/favourites/:nodeId',
  recent: '/wps/games/recent',
  search: '/lgw/games/search',
  winnersLive: '/lgw/games/winners/live',
} as const;

/** DELETE path of one favourite. */
export function favouritePath(nodeId: number): string {
  return `${gamePaths.favourites}/${nodeId}`;
}
