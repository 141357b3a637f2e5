import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { startPlaySession } from '@lobby/contracts';
import { createRouteKit } from '../../platform/route-kit.ts';
import type { PlayerAuth } from './player-auth.ts';

/** The in-house games' page exchanges its launch token here for a game session. */
export const originalsSessionRoutes: FastifyPluginAsyncZod<{ players: PlayerAuth }> = async (
  app,
  { players },
) => {
  const { route } = createRouteKit(app);

  // open: the single-use launch token in the body is the credential
  route(startPlaySession, { rate: 'write' }, (request) =>
    players.start(request.merchant.id, request.body.token),
  );
};
