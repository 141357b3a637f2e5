import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../../module-deps.ts';
import { createFairSeedsRepository } from '../fairness/fair-seeds.repository.ts';
import { createFairSeeds } from '../fairness/fair-seeds.service.ts';
import { fairnessRoutes } from '../fairness/fairness.routes.ts';
import { createPlayerAuth } from '../player-auth.ts';
import { instantGamesRoutes } from './instant-games.routes.ts';
import { createInstantPlays } from './instant-play.service.ts';
import { minesRoutes } from './mines.routes.ts';
import { createMines } from './mines.service.ts';
import { createPlayWallet } from './play-wallet.ts';
import { createPlaysRepository } from './plays.repository.ts';

/** Lobby Originals instant games: slots, dice, mines, plinko; provably fair seeds. */
export const instantGamesModule: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db } = deps;
  const players = createPlayerAuth(deps.pam);
  const fairSeeds = createFairSeeds({ db, repository: createFairSeedsRepository(db) });
  const plays = createPlaysRepository(db);
  const wallet = createPlayWallet(deps.pam);
  const instantPlays = createInstantPlays({
    db,
    plays,
    fairSeeds,
    wallet,
    responsibleGambling: deps.responsibleGambling,
  });
  await app.register(fairnessRoutes, { players, fairSeeds });
  await app.register(instantGamesRoutes, { players, instantPlays, wallet });
  await app.register(minesRoutes, {
    players,
    mines: createMines({ db, plays, instantPlays, wallet }),
  });
};
