import { defineEndpoint } from '../../common/endpoint.ts';
import { gamePaths } from '../player-games.ts';
import { getRecentGames } from './get-recent-games.ts';

/** The recent games under their §7.1 name (game_menu/recent): the same call, another path. */
export const getRecentGamesMenu = defineEndpoint({
  ...getRecentGames,
  path: gamePaths.recentMenu,
});
