import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  instantGamePaths,
  minesActiveResultSchema,
  minesPlayResultSchema,
  minesRevealRequestSchema,
  minesStartRequestSchema,
  successEnvelope,
} from '@lobby/contracts';
import type { PlayerAuth } from '../player-auth.ts';
import { playContextFor, playLimit } from './instant-games.routes.ts';
import { minesGameCode, type Mines } from './mines.service.ts';

export interface MinesRoutesDeps {
  players: PlayerAuth;
  mines: Mines;
}

/** Mines: start a game, open cells, cash out; the game in progress for a reload. */
export const minesRoutes: FastifyPluginAsyncZod<MinesRoutesDeps> = async (app, deps) => {
  const { players, mines } = deps;
  const minesResult = { 200: successEnvelope(minesPlayResultSchema) };

  app.post(
    instantGamePaths.minesStart,
    {
      config: { rateLimit: playLimit },
      schema: {
        tags: ['originals'],
        summary: 'Start a mines game (1–24 mines on 5×5); the stake is taken now',
        body: minesStartRequestSchema,
        response: minesResult,
      },
    },
    async (request) => {
      const context = await playContextFor(players, request, minesGameCode);
      return { success: true as const, value: await mines.start(context, request.body) };
    },
  );

  app.post(
    instantGamePaths.minesReveal,
    {
      config: { rateLimit: playLimit },
      schema: {
        tags: ['originals'],
        summary: 'Open one cell of the game in progress',
        body: minesRevealRequestSchema,
        response: minesResult,
      },
    },
    async (request) => {
      const context = await playContextFor(players, request, minesGameCode);
      return { success: true as const, value: await mines.reveal(context, request.body.cell) };
    },
  );

  app.post(
    instantGamePaths.minesCashout,
    {
      config: { rateLimit: playLimit },
      schema: {
        tags: ['originals'],
        summary: 'Cash out the game in progress at its current multiplier',
        body: z.object({}).optional(),
        response: minesResult,
      },
    },
    async (request) => {
      const context = await playContextFor(players, request, minesGameCode);
      return { success: true as const, value: await mines.cashout(context) };
    },
  );

  app.get(
    instantGamePaths.minesActive,
    {
      config: { rateLimit: playLimit },
      schema: {
        tags: ['originals'],
        summary: 'The mines game in progress, if any, and the balance',
        response: { 200: successEnvelope(minesActiveResultSchema) },
      },
    },
    async (request) => {
      const context = await playContextFor(players, request, minesGameCode);
      return { success: true as const, value: await mines.active(context) };
    },
  );
};
