import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../../module-deps.ts';
import { memberGameRoutes } from './favourites.routes.ts';
import { gameDiscoveryRoutes } from './game-discovery.routes.ts';
import { createPlayerGamesRepository } from './player-games.repository.ts';
import { createPlayerGames } from './player-games.service.ts';
import { createWinnersLive } from './winners-live.ts';
import { createWinnersLiveRepository } from './winners-live.repository.ts';
import { winnersLiveRoutes } from './winners-live.routes.ts';

/** Favourites, recent games, search, hot games, maintenance alternatives and the live board. */
export const playerGamesModule: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const playerGames = createPlayerGames({ repository: createPlayerGamesRepository(deps.db) });
  await app.register(memberGameRoutes, { requireMember: deps.requireMember, playerGames });
  await app.register(gameDiscoveryRoutes, { playerGames });
  const live = createWinnersLive({
    events: deps.events,
    repository: createWinnersLiveRepository(deps.db),
    onError: (error) => app.log.warn({ err: error }, 'winner board live update failed'),
  });
  await app.register(winnersLiveRoutes, { live });
};
