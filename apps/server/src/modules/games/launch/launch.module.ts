import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../../module-deps.ts';
import { ensureTrialFunding } from '../../wallet/trial-funding.service.ts';
import { createPlayerGamesRepository } from '../player-games/player-games.repository.ts';
import { createPlayerGames } from '../player-games/player-games.service.ts';
import { createLaunchRepository } from './launch.repository.ts';
import { launchRoutes } from './launch.routes.ts';
import { createLaunches } from './launch.service.ts';

/** Game launch: /wps/game/launchGame and the single-use launch token. */
export const launchModule: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db, wallet, responsibleGambling } = deps;
  const games = createPlayerGamesRepository(db);
  const launches = createLaunches({
    repository: createLaunchRepository(db),
    games,
    playerGames: createPlayerGames({ repository: games }),
    isSelfExcluded: (memberId) => responsibleGambling.isSelfExcluded(memberId),
    fundTrial: (merchant, member) => ensureTrialFunding({ db, wallet }, merchant, member),
  });
  await app.register(launchRoutes, { requireMember: deps.requireMember, launches });
};
