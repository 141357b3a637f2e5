import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cashOutCrashBet, getTableState, placeTableBet } from '@lobby/contracts';
import { createRouteKit } from '../../../platform/route-kit.ts';
import type { PlayerAuth } from '../player-auth.ts';
import type { TableBets } from './table-bets.service.ts';

export interface TableRoutesDeps {
  players: PlayerAuth;
  tables: TableBets;
}

/**
 * Bets, crash cash-outs and the join state of the shared tables (X-Player-Token, checked
 * inside each handler: endpointAuth.player).
 */
export const tableGamesRoutes: FastifyPluginAsyncZod<TableRoutesDeps> = async (app, deps) => {
  const { players, tables } = deps;
  const { route } = createRouteKit(app);

  // a busy roulette player places many chips per round
  route(placeTableBet, { rate: 'play' }, async (request) => {
    const player = await players.require(request);
    return tables.placeBet(player, request.params.table, request.body);
  });

  route(cashOutCrashBet, { rate: 'read' }, async (request) => {
    const player = await players.require(request);
    return tables.cashout(player, request.body.roundId);
  });

  route(getTableState, { rate: 'frequent' }, async (request) => {
    const player = await players.require(request);
    return tables.state(player, request.params.table);
  });
};
