import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import type { Scheduler } from '../../platform/scheduler.ts';
import { createSecretBox } from '../../platform/secret-box.ts';
import type { PamPort } from '../games/index.ts';
import type { ResponsibleGambling } from '../protection/index.ts';
import { createFairSeedsRepository } from './fairness/fair-seeds.repository.ts';
import { createFairSeeds } from './fairness/fair-seeds.service.ts';
import { fairnessRoutes } from './fairness/fairness.routes.ts';
import { instantGamesRoutes } from './instant/instant-games.routes.ts';
import { createInstantPlays } from './instant/instant-play.service.ts';
import { minesRoutes } from './instant/mines.routes.ts';
import { createMines } from './instant/mines.service.ts';
import { createPlayWallet } from './instant/play-wallet.ts';
import { createPlaysRepository } from './instant/plays.repository.ts';
import { originalsSessionRoutes } from './originals-session.routes.ts';
import { createOriginalsWallet } from './originals-wallet.ts';
import { createPlayerAuth } from './player-auth.ts';
import { createPlayerTokens } from './tables/player-tokens.ts';
import { createTableBets } from './tables/table-bets.service.ts';
import { createTableClock, type TableClock } from './tables/table-clock.ts';
import { tableGamesRoutes } from './tables/table-games.routes.ts';
import { createTableRunner, tableRunnerIntervalMs, tableRunnerJob } from './tables/table-runner.ts';
import { createTableSettlement } from './tables/table-settlement.ts';
import { tableSocketRoutes } from './tables/table-socket.routes.ts';

export interface OriginalsModuleDeps {
  db: Db;
  events: EventBus;
  scheduler: Scheduler;
  /** The provider wallet in process: the in-house games' only way to players and money. */
  pam: PamPort;
  /** Seals the game session tokens table bets keep for settlement. */
  hmacKey: Buffer;
  /** Self-excluded members cannot stake. */
  protection: ResponsibleGambling;
  /** A clock the API tests move by hand (rounds open, close and settle without sleeping). */
  tableClock?: TableClock;
}

/**
 * Lobby Originals, the in-house game vendor: the game session exchange, instant games (slots,
 * dice, mines, plinko) with provably fair seeds, and the shared timed tables (crash, baccarat,
 * roulette) with their runner job and live channel (needs websocket support on an enclosing
 * scope). Players and money go through the provider wallet, as for any outside provider.
 */
export const originalsModule: FastifyPluginAsyncZod<OriginalsModuleDeps> = async (app, deps) => {
  const { db, events } = deps;
  const log = app.log;
  const players = createPlayerAuth(deps.pam);
  const wallet = createOriginalsWallet(deps.pam);
  await app.register(originalsSessionRoutes, { players });

  const fairSeeds = createFairSeeds({ db, repository: createFairSeedsRepository(db) });
  const plays = createPlaysRepository(db);
  const playWallet = createPlayWallet(wallet);
  const instantPlays = createInstantPlays({
    db,
    plays,
    fairSeeds,
    wallet: playWallet,
    responsibleGambling: deps.protection,
  });
  await app.register(fairnessRoutes, { players, fairSeeds });
  await app.register(instantGamesRoutes, { players, instantPlays, wallet: playWallet });
  await app.register(minesRoutes, {
    players,
    mines: createMines({ db, plays, instantPlays, wallet: playWallet }),
  });

  // the runner is a scheduled job (one instance at a time by its lease; started with the app
  // when JOBS_ENABLED, stopped with it); routes take bets and cash-outs
  const clock = deps.tableClock ?? createTableClock();
  const tokens = createPlayerTokens(createSecretBox(deps.hmacKey, 'game-session-token'));
  const settlement = createTableSettlement({ db, clock, wallet, tokens, log });
  const runner = createTableRunner({ db, clock, events, settlement, log });
  deps.scheduler.every(tableRunnerJob, tableRunnerIntervalMs, () => runner.tick());
  await app.register(tableGamesRoutes, {
    players,
    tables: createTableBets({ db, clock, events, wallet, tokens, log }),
  });
  await app.register(tableSocketRoutes, { players, events });
};
