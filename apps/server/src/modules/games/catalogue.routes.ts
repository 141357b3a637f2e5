import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getGameMenus, getGames, getWinnerBoard } from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import type { ResponseCache } from '../../platform/response-cache.ts';
import { createCachedRoutes } from '../../platform/cached-routes.ts';
import { createCatalogueRepository } from './catalogue.repository.ts';
import { createCatalogueService } from './catalogue.service.ts';

export interface CatalogueRoutesDeps {
  db: Db;
  cache: ResponseCache;
}

/** Game menus, game lists and the winner board (§2.2, §2.3, §7), from the response cache. */
export const catalogueRoutes: FastifyPluginAsyncZod<CatalogueRoutesDeps> = async (
  app,
  { db, cache },
) => {
  const catalogue = createCatalogueService({ repository: createCatalogueRepository(db) });
  const cachedRoute = createCachedRoutes(app, cache);

  cachedRoute(getGameMenus, (request) =>
    catalogue.listGameMenus(request.merchant.id, request.query.lang),
  );
  cachedRoute(getGames, (request) => catalogue.listGames(request.merchant.id, request.query));
  cachedRoute(getWinnerBoard, (request) => catalogue.listWinners(request.merchant, request.query));
};
