import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getFairSeeds, rotateFairSeeds, setClientSeed } from '@lobby/contracts';
import { createRouteKit } from '../../../platform/route-kit.ts';
import type { PlayerAuth } from '../player-auth.ts';
import type { FairSeeds } from './fair-seeds.service.ts';

export interface FairnessRoutesDeps {
  players: PlayerAuth;
  fairSeeds: FairSeeds;
}

/**
 * A player's provably fair seeds: view, change the client seed, rotate (reveal). Players
 * (endpointAuth.player) are found by their game session inside each handler.
 */
export const fairnessRoutes: FastifyPluginAsyncZod<FairnessRoutesDeps> = async (app, deps) => {
  const { players, fairSeeds } = deps;
  const { route } = createRouteKit(app);

  route(getFairSeeds, { rate: 'read' }, async (request) => {
    const player = await players.require(request);
    return fairSeeds.view(player.merchantId, player.memberId);
  });

  route(setClientSeed, { rate: 'read' }, async (request) => {
    const player = await players.require(request);
    return fairSeeds.setClientSeed(player.merchantId, player.memberId, request.body.clientSeed);
  });

  route(rotateFairSeeds, { rate: 'read' }, async (request) => {
    const player = await players.require(request);
    return fairSeeds.rotate(player.merchantId, player.memberId, request.body.clientSeed);
  });
};
