import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  alternativesParamsSchema,
  alternativesResponseSchema,
  gameLangQuerySchema,
  gamePageSchema,
  gamePaths,
  hotGamesResponseSchema,
  searchGamesQuerySchema,
  successEnvelope,
} from '@lobby/contracts';
import type { PlayerGames } from './player-games.service.ts';

/** Per client IP per minute; search runs as the player types (the client debounces). */
export const discoveryLimits = {
  search: { max: 120, timeWindow: '1 minute' },
  read: { max: 120, timeWindow: '1 minute' },
} as const;

/** Public game discovery: search, hot games and alternatives to a game under maintenance. */
export const gameDiscoveryRoutes: FastifyPluginAsyncZod<{ playerGames: PlayerGames }> = async (
  app,
  { playerGames },
) => {
  app.get(
    gamePaths.search,
    {
      config: { rateLimit: discoveryLimits.search },
      schema: {
        tags: ['games'],
        summary: 'Games whose name (any language) or code contains q, case-insensitive',
        querystring: searchGamesQuerySchema,
        response: { 200: successEnvelope(gamePageSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await playerGames.search(request.merchant.id, request.query),
    }),
  );

  app.get(
    gamePaths.hot,
    {
      config: { rateLimit: discoveryLimits.read },
      schema: {
        tags: ['games'],
        summary: 'Hot games of active vendors, in vendor-sorting order (getHotGameList)',
        querystring: gameLangQuerySchema,
        response: { 200: successEnvelope(hotGamesResponseSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await playerGames.hotGames(request.merchant.id, request.query.lang),
    }),
  );

  app.get(
    gamePaths.alternatives,
    {
      config: { rateLimit: discoveryLimits.read },
      schema: {
        tags: ['games'],
        summary: 'Up to 6 playable games of the same category, hot first (maintenance)',
        params: alternativesParamsSchema,
        querystring: gameLangQuerySchema,
        response: { 200: successEnvelope(alternativesResponseSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await playerGames.alternatives(
        request.merchant.id,
        request.params.nodeId,
        request.query.lang,
      ),
    }),
  );
};
