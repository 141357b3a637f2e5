import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { launchGameRequestSchema, launchGameResponseSchema } from '../launch-game.ts';
import { gamePaths } from '../player-games.ts';

/** Opens a game (§7.1 launchGame); a trial account opens it with play money. */
export const launchGame = defineEndpoint({
  method: 'POST',
  path: gamePaths.launchGame,
  auth: endpointAuth.memberOrTrial,
  tag: 'games',
  summary:
    'Open a game: its launch URL with a single-use token (409 game_maintenance lists alternatives)',
  body: launchGameRequestSchema,
  response: launchGameResponseSchema,
});
