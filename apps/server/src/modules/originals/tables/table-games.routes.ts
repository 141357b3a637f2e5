import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  crashCashoutRequestSchema,
  placeTableBetRequestSchema,
  successEnvelope,
  tableBetResultSchema,
  tableCodeSchema,
  tablePaths,
  tableStateSchema,
} from '@lobby/contracts';
import type { PlayerAuth } from '../player-auth.ts';
import type { TableBets } from './table-bets.service.ts';

/** Per client IP per minute: a busy roulette player places many chips per round. */
export const tableLimits = {
  bets: { max: 240, timeWindow: '1 minute' },
  cashout: { max: 60, timeWindow: '1 minute' },
  state: { max: 120, timeWindow: '1 minute' },
} as const;

const tableParams = z.object({ table: tableCodeSchema });

export interface TableRoutesDeps {
  players: PlayerAuth;
  tables: TableBets;
}

/** Bets, crash cash-outs and the join state of the shared tables (X-Player-Token). */
export const tableGamesRoutes: FastifyPluginAsyncZod<TableRoutesDeps> = async (app, deps) => {
  const { players, tables } = deps;

  app.post(
    tablePaths.bets,
    {
      config: { rateLimit: tableLimits.bets },
      schema: {
        tags: ['originals'],
        summary: 'Bet on the open round of a shared table',
        params: tableParams,
        body: placeTableBetRequestSchema,
        response: { 200: successEnvelope(tableBetResultSchema) },
      },
    },
    async (request) => {
      const player = await players.require(request);
      return {
        success: true as const,
        value: await tables.placeBet(player, request.params.table, request.body),
      };
    },
  );

  app.post(
    tablePaths.cashout,
    {
      config: { rateLimit: tableLimits.cashout },
      schema: {
        tags: ['originals'],
        summary: "Cash out a crash bet at the server's current multiplier",
        body: crashCashoutRequestSchema,
        response: { 200: successEnvelope(tableBetResultSchema) },
      },
    },
    async (request) => {
      const player = await players.require(request);
      return { success: true as const, value: await tables.cashout(player, request.body.roundId) };
    },
  );

  app.get(
    tablePaths.state,
    {
      config: { rateLimit: tableLimits.state },
      schema: {
        tags: ['originals'],
        summary: 'The current round, recent results and my bets, for joining a table',
        params: tableParams,
        response: { 200: successEnvelope(tableStateSchema) },
      },
    },
    async (request) => {
      const player = await players.require(request);
      return { success: true as const, value: await tables.state(player, request.params.table) };
    },
  );
};
