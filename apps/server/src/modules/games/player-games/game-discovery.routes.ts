import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAlternativeGames, getHotGames, searchGames } from '@lobby/contracts';
import { createRouteKit } from '../../../platform/route-kit.ts';
import type { PlayerGames } from './player-games.service.ts';

/** Public game discovery: search, hot games and alternatives to a game under maintenance. */
export const gameDiscoveryRoutes: FastifyPluginAsyncZod<{ playerGames: PlayerGames }> = async (
  app,
  { playerGames },
) => {
  const { route } = createRouteKit(app);

  // search runs as the player types (the client debounces)
  route(searchGames, { rate: 'frequent' }, (request) =>
    playerGames.search(request.merchant.id, request.query),
  );
  route(getHotGames, { rate: 'frequent' }, (request) =>
    playerGames.hotGames(request.merchant.id, request.query.lang),
  );
  route(getAlternativeGames, { rate: 'frequent' }, (request) =>
    playerGames.alternatives(request.merchant.id, request.params.nodeId, request.query.lang),
  );
};
