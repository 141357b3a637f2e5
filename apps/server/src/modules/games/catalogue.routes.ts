import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  getGameMenusQuerySchema,
  getGameMenusResponseSchema,
  getGamesQuerySchema,
  getGamesResponseSchema,
  getWinnerBoardQuerySchema,
  getWinnerBoardResponseSchema,
  successEnvelope,
} from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { brandAnswerKey, type ResponseCache } from '../../platform/response-cache.ts';
import { createCatalogueRepository } from './catalogue.repository.ts';
import { createCatalogueService } from './catalogue.service.ts';

export interface CatalogueRoutesDeps {
  db: Db;
  cache: ResponseCache;
}

/** Game menus, game lists and the winner board (§2.2, §2.3, §7). */
export const catalogueRoutes: FastifyPluginAsyncZod<CatalogueRoutesDeps> = async (
  app,
  { db, cache },
) => {
  const catalogue = createCatalogueService({ repository: createCatalogueRepository(db) });

  app.get(
    apiPaths.gameMenus,
    {
      schema: {
        tags: ['games'],
        summary: 'Game categories with their vendors, in vendor-sorting order',
        querystring: getGameMenusQuerySchema,
        response: { 200: successEnvelope(getGameMenusResponseSchema) },
      },
    },
    async (request, reply) =>
      cache.send(reply, brandAnswerKey(request), getGameMenusResponseSchema, () =>
        catalogue.listGameMenus(request.merchant.id, request.query.lang),
      ),
  );

  app.get(
    apiPaths.games,
    {
      schema: {
        tags: ['games'],
        summary: 'A page of games by type, vendor (vassalage) and hotness',
        querystring: getGamesQuerySchema,
        response: { 200: successEnvelope(getGamesResponseSchema) },
      },
    },
    async (request, reply) =>
      cache.send(reply, brandAnswerKey(request), getGamesResponseSchema, () =>
        catalogue.listGames(request.merchant.id, request.query),
      ),
  );

  app.get(
    apiPaths.winnerBoard,
    {
      schema: {
        tags: ['games'],
        summary: 'Latest wins (at most 20): masked name, game and amount',
        querystring: getWinnerBoardQuerySchema,
        response: { 200: successEnvelope(getWinnerBoardResponseSchema) },
      },
    },
    async (request, reply) =>
      cache.send(reply, brandAnswerKey(request), getWinnerBoardResponseSchema, () =>
        catalogue.listWinners(request.merchant, request.query),
      ),
  );
};
