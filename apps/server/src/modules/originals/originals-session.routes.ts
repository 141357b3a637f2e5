import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  originalsPaths,
  playSessionSchema,
  startPlaySessionBodySchema,
  successEnvelope,
} from '@lobby/contracts';
import type { PlayerAuth } from './player-auth.ts';

/** The in-house games' page exchanges its launch token here for a game session. */
export const originalsSessionRoutes: FastifyPluginAsyncZod<{ players: PlayerAuth }> = async (
  app,
  { players },
) => {
  app.post(
    originalsPaths.session,
    {
      schema: {
        tags: ['originals'],
        summary: 'Exchange a single-use launch token for a game session',
        body: startPlaySessionBodySchema,
        response: { 200: successEnvelope(playSessionSchema) },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => ({
      success: true as const,
      value: await players.start(request.merchant.id, request.body.token),
    }),
  );
};
