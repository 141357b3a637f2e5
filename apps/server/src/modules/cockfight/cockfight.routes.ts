import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  getCockfightBoard,
  listMyCockfightBets,
  placeCockfightBet,
  startCockfightSession,
} from '@lobby/contracts';
import type { GeoIpLookup } from '../../platform/geoip.ts';
import { readIdempotencyKey } from '../../platform/money-input.ts';
import { createRouteKit } from '../../platform/route-kit.ts';
import type { PlayerAuth } from '../originals/index.ts';
import type { CockfightAccess } from './cockfight-access.ts';
import type { CockfightBets } from './cockfight-bets.service.ts';
import type { CockfightBoardService } from './cockfight-board.ts';

export interface CockfightRoutesDeps {
  geoIp: GeoIpLookup;
  access: CockfightAccess;
  players: PlayerAuth;
  board: CockfightBoardService;
  bets: CockfightBets;
}

/**
 * The player's side of cockfight: the public board, the session exchange and the bets (a game
 * session, X-Player-Token). Each call locates the caller by the request's IP (GeoIP; behind a
 * trusted proxy, X-Forwarded-For) and the legal switch decides.
 */
export const cockfightRoutes: FastifyPluginAsyncZod<CockfightRoutesDeps> = async (app, deps) => {
  const { route } = createRouteKit(app);
  const countryOf = (request: FastifyRequest) => deps.geoIp.countryOf(request.ip);

  route(getCockfightBoard, { rate: 'frequent' }, (request) =>
    deps.board.board(request.merchant, countryOf(request)),
  );
  route(startCockfightSession, { rate: 'write' }, async (request) => {
    await deps.access.assertAllowed(request.merchant.id, countryOf(request));
    return deps.players.start(request.merchant.id, request.body.token);
  });
  // the legal switch first: from a country where cockfight is off nothing else is looked at
  route(placeCockfightBet, { rate: 'play' }, async (request) => {
    await deps.access.assertAllowed(request.merchant.id, countryOf(request));
    const requestKey = readIdempotencyKey(request);
    const player = await deps.players.require(request);
    return deps.bets.place(
      { merchant: request.merchant, player, requestKey },
      request.params.id,
      request.body,
    );
  });
  route(listMyCockfightBets, { rate: 'frequent' }, async (request) => {
    const player = await deps.players.require(request);
    return deps.bets.mine(request.merchant, player, request.params.id);
  });
};
