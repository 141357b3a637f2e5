import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  fairSeedsViewSchema,
  fairnessPaths,
  rotateSeedsRequestSchema,
  setClientSeedRequestSchema,
  successEnvelope,
} from '@lobby/contracts';
import type { PlayerAuth } from '../player-auth.ts';
import type { FairSeeds } from './fair-seeds.service.ts';

export interface FairnessRoutesDeps {
  players: PlayerAuth;
  fairSeeds: FairSeeds;
}

const fairnessLimit = { max: 60, timeWindow: '1 minute' } as const;

/** A player's provably fair seeds: view, change the client seed, rotate (reveal). */
export const fairnessRoutes: FastifyPluginAsyncZod<FairnessRoutesDeps> = async (app, deps) => {
  const { players, fairSeeds } = deps;

  app.get(
    fairnessPaths.seeds,
    {
      config: { rateLimit: fairnessLimit },
      schema: {
        tags: ['originals'],
        summary: 'The active seed pair (server seed hashed) and the last revealed pair',
        response: { 200: successEnvelope(fairSeedsViewSchema) },
      },
    },
    async (request) => {
      const player = await players.require(request);
      return {
        success: true as const,
        value: await fairSeeds.view(player.merchantId, player.memberId),
      };
    },
  );

  app.put(
    fairnessPaths.clientSeed,
    {
      config: { rateLimit: fairnessLimit },
      schema: {
        tags: ['originals'],
        summary: 'Set the client seed of the active pair',
        body: setClientSeedRequestSchema,
        response: { 200: successEnvelope(fairSeedsViewSchema) },
      },
    },
    async (request) => {
      const player = await players.require(request);
      return {
        success: true as const,
        value: await fairSeeds.setClientSeed(
          player.merchantId,
          player.memberId,
          request.body.clientSeed,
        ),
      };
    },
  );

  app.post(
    fairnessPaths.rotate,
    {
      config: { rateLimit: fairnessLimit },
      schema: {
        tags: ['originals'],
        summary: 'Reveal the active server seed and start a new pair at nonce 0',
        body: rotateSeedsRequestSchema,
        response: { 200: successEnvelope(fairSeedsViewSchema) },
      },
    },
    async (request) => {
      const player = await players.require(request);
      return {
        success: true as const,
        value: await fairSeeds.rotate(player.merchantId, player.memberId, request.body.clientSeed),
      };
    },
  );
};
