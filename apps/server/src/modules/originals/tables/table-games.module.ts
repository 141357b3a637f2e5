import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../../module-deps.ts';
import { createSecretBox } from '../../../platform/secret-box.ts';
import { createPlayerAuth } from '../player-auth.ts';
import { createTableBets } from './table-bets.service.ts';
import { createTableClock } from './table-clock.ts';
import { tableGamesRoutes } from './table-games.routes.ts';
import { createTableRunner, tableRunnerIntervalMs, tableRunnerJob } from './table-runner.ts';
import { createTableSettlement } from './table-settlement.ts';
import { createPlayerTokens, createTableWallet } from './table-wallet.ts';

/**
 * Lobby Originals shared timed tables: crash, baccarat, roulette. The runner is a scheduled
 * job (one instance at a time by its lease; started with the app when JOBS_ENABLED, stopped
 * with it); routes take bets and cash-outs; the live channel is table-socket.routes.ts.
 */
export const tableGamesModule: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const clock = createTableClock();
  const wallet = createTableWallet(deps.pam);
  const tokens = createPlayerTokens(createSecretBox(deps.hmacKey, 'game-session-token'));
  const log = app.log;
  const settlement = createTableSettlement({ db: deps.db, clock, wallet, tokens, log });
  const runner = createTableRunner({ db: deps.db, clock, events: deps.events, settlement, log });
  deps.scheduler.every(tableRunnerJob, tableRunnerIntervalMs, () => runner.tick());

  await app.register(tableGamesRoutes, {
    players: createPlayerAuth(deps.pam),
    tables: createTableBets({ db: deps.db, clock, events: deps.events, wallet, tokens, log }),
  });
};
