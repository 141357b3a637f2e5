import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import type { GeoIpLookup } from '../../platform/geoip.ts';
import { createSecretBox } from '../../platform/secret-box.ts';
import type { StaffAuth } from '../backoffice/index.ts';
import type { PamPort } from '../games/index.ts';
import { createOriginalsWallet, createPlayerAuth } from '../originals/index.ts';
import { createCockfightAccess } from './cockfight-access.ts';
import { createCockfightBets } from './cockfight-bets.service.ts';
import { createCockfightBoard } from './cockfight-board.ts';
import { createCockfightOperator } from './cockfight-operator.service.ts';
import { cockfightOperatorRoutes } from './cockfight-operator.routes.ts';
import { createPoolFeed } from './cockfight-pool-feed.ts';
import { createCockfightRepository } from './cockfight.repository.ts';
import { cockfightRoutes } from './cockfight.routes.ts';
import { createCockfightSettlement } from './cockfight-settlement.ts';
import { cockfightSocketRoutes } from './cockfight-socket.routes.ts';
import { cockfightProviderCode } from './cockfight-wallet-legs.ts';

export interface CockfightModuleDeps {
  db: Db;
  events: EventBus;
  /** The provider wallet in process: cockfight is the in-house provider LobbyCockfight. */
  pam: PamPort;
  /** Seals the game session tokens settlement needs. */
  hmacKey: Buffer;
  /** The player's country, for the legal switch. */
  geoIp: GeoIpLookup;
  staff: StaffAuth;
}

/**
 * Cockfight (sabong), the in-house product of issue 16 (docs/cockfight.md): operator-run events
 * and fights, pari-mutuel Meron / Wala pools with a Draw at 8:1, live pools over a websocket
 * (needs websocket support on an enclosing scope), and a per-brand, per-country legal switch.
 */
export const cockfightModule: FastifyPluginAsyncZod<CockfightModuleDeps> = async (app, deps) => {
  const { db, events } = deps;
  const repository = createCockfightRepository(db);
  const access = createCockfightAccess(repository);
  const wallet = createOriginalsWallet(deps.pam, cockfightProviderCode);
  const players = createPlayerAuth(deps.pam, cockfightProviderCode);
  const tokens = createSecretBox(deps.hmacKey, 'cockfight-session-token');
  const board = createCockfightBoard({ repository, access });
  const feed = createPoolFeed({ events, load: board.fight, log: app.log });
  app.addHook('onClose', async () => feed.close());
  const settlement = createCockfightSettlement({ repository, wallet, tokens, log: app.log });

  await app.register(cockfightRoutes, {
    geoIp: deps.geoIp,
    access,
    players,
    board,
    bets: createCockfightBets({ db, repository, wallet, tokens, feed }),
  });
  await app.register(cockfightSocketRoutes, { events, geoIp: deps.geoIp, access });
  await app.register(cockfightOperatorRoutes, {
    staff: deps.staff,
    operator: createCockfightOperator({ db, repository, access, settlement, feed }),
  });
};
