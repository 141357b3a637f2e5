import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import type { RequireMember } from '../../platform/member-guard.ts';
import type { ResponsibleGambling } from '../protection/index.ts';
import { ensureTrialFunding, type WalletService } from '../wallet/index.ts';
import { createBetRecordsRepository } from './bet-records/bet-records.repository.ts';
import { betRecordsRoutes } from './bet-records/bet-records.routes.ts';
import { createBetRecords } from './bet-records/bet-records.service.ts';
import { createLaunchRepository } from './launch/launch.repository.ts';
import { launchRoutes } from './launch/launch.routes.ts';
import { createLaunches } from './launch/launch.service.ts';
import { memberGameRoutes } from './player-games/favourites.routes.ts';
import { gameDiscoveryRoutes } from './player-games/game-discovery.routes.ts';
import { createPlayerGamesRepository } from './player-games/player-games.repository.ts';
import { createPlayerGames } from './player-games/player-games.service.ts';
import { createWinnersLive } from './player-games/winners-live.ts';
import { createWinnersLiveRepository } from './player-games/winners-live.repository.ts';
import { winnersLiveRoutes } from './player-games/winners-live.routes.ts';
import type { PamPort } from './provider-wallet/pam-port.ts';
import { providerWalletRoutes } from './provider-wallet/provider-wallet.routes.ts';

export interface GamesModuleDeps {
  db: Db;
  events: EventBus;
  wallet: WalletService;
  requireMember: RequireMember;
  /** Self-excluded members cannot launch a game. */
  protection: ResponsibleGambling;
  /** The provider wallet (see `createProviderWallet`), served under /pam/v1. */
  pam: PamPort;
  /** Derives each provider's API token and signing secret. */
  hmacKey: Buffer;
  cacheTtlMs: number;
}

/**
 * The member's games beyond the catalogue: launch with single-use tokens, favourites, recent
 * games, search, hot games and the live winner board, the betting record and profit and loss;
 * and the provider wallet API (Valkyrie PAM API 0.6.0) every game's money goes through.
 */
export const gamesModule: FastifyPluginAsyncZod<GamesModuleDeps> = async (app, deps) => {
  const { db, wallet, requireMember } = deps;
  const games = createPlayerGamesRepository(db);
  const playerGames = createPlayerGames({ repository: games });

  await app.register(launchRoutes, {
    requireMember,
    launches: createLaunches({
      repository: createLaunchRepository(db),
      games,
      playerGames,
      isSelfExcluded: (memberId) => deps.protection.isSelfExcluded(memberId),
      fundTrial: (merchant, member) => ensureTrialFunding({ db, wallet }, merchant, member),
    }),
  });
  await app.register(memberGameRoutes, { requireMember, playerGames });
  await app.register(gameDiscoveryRoutes, { playerGames });
  const live = createWinnersLive({
    events: deps.events,
    repository: createWinnersLiveRepository(db),
    onError: (error) => app.log.warn({ err: error }, 'winner board live update failed'),
  });
  await app.register(winnersLiveRoutes, { live });
  await app.register(betRecordsRoutes, {
    requireMember,
    betRecords: createBetRecords(createBetRecordsRepository(db)),
  });
  await app.register(providerWalletRoutes, {
    db,
    hmacKey: deps.hmacKey,
    pam: deps.pam,
    cacheTtlMs: deps.cacheTtlMs,
  });
};
