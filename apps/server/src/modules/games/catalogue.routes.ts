import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getGameMenus, getGames, getWinnerBoard } from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import type { ResponseCache } from '../../platform/response-cache.ts';
import { createCachedRoutes } from '../../platform/cached-routes.ts';
import { createCatalogueRepository } from './catalogue.repository.ts';
import { createCatalogueService } from './catalogue.service.ts';
import {
  gamesWithoutCockfight,
  menusWithoutCockfight,
  type CockfightShown,
} from './cockfight-visibility.ts';

export interface CatalogueRoutesDeps {
  db: Db;
  cache: ResponseCache;
  /** Cockfight's legal switch for the caller; without it cockfight is listed like any game. */
  cockfightShown?: CockfightShown;
}

/** Game menus, game lists and the winner board (§2.2, §2.3, §7), from the response cache. */
export const catalogueRoutes: FastifyPluginAsyncZod<CatalogueRoutesDeps> = async (
  app,
  { db, cache, cockfightShown },
) => {
  const catalogue = createCatalogueService({ repository: createCatalogueRepository(db) });
  const cachedRoute = createCachedRoutes(app, cache);
  // the server decides: where cockfight is off for the caller's country, the menus and game
  // lists leave it out, and the cache keeps the two answers apart
  const shown = (request: { merchant: { id: number }; ip: string }) =>
    cockfightShown ? cockfightShown(request.merchant.id, request.ip) : Promise.resolve(true);
  const variant = async (request: { merchant: { id: number }; ip: string }) =>
    (await shown(request)) ? 'cockfight' : 'no-cockfight';

  cachedRoute(
    getGameMenus,
    async (request) => {
      const menus = await catalogue.listGameMenus(request.merchant.id, request.query.lang);
      return (await shown(request)) ? menus : menusWithoutCockfight(menus);
    },
    variant,
  );
  cachedRoute(
    getGames,
    async (request) => {
      const page = await catalogue.listGames(request.merchant.id, request.query);
      if (await shown(request)) return page;
      return gamesWithoutCockfight(page, request.query.gameType === 'COCKFIGHT');
    },
    variant,
  );
  cachedRoute(getWinnerBoard, (request) => catalogue.listWinners(request.merchant, request.query));
};
