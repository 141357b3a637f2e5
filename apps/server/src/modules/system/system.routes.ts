import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getDomainRoutes, getRegisterSettings, getStatus, getWhitelabel } from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { locateClient } from '../../platform/client-location.ts';
import type { GeoIpLookup } from '../../platform/geoip.ts';
import { createCachedRoutes } from '../../platform/cached-routes.ts';
import type { ResponseCache } from '../../platform/response-cache.ts';
import { createRouteKit } from '../../platform/route-kit.ts';
import { helpCenterRoutes } from './help-center.routes.ts';
import { languageRoutes } from './language.routes.ts';
import { permissionRoutes } from './permission.routes.ts';
import { createSystemRepository } from './system.repository.ts';
import { createSystemService, statusCodeOf } from './system.service.ts';

export interface SystemRoutesDeps {
  geoIp: GeoIpLookup;
  db: Db;
  cache: ResponseCache;
  /** Whether /dev/outbox is served, told to every visitor so the web app can say so. */
  devOutboxOpen: boolean;
}

/** System configuration calls (§7.1): status, white-label, register settings, help. */
export const systemRoutes: FastifyPluginAsyncZod<SystemRoutesDeps> = async (
  app,
  { geoIp, db, cache, devOutboxOpen },
) => {
  const repository = createSystemRepository(db);
  const system = createSystemService(repository);
  const { route } = createRouteKit(app);
  const cachedRoute = createCachedRoutes(app, cache);

  route(getStatus, { rate: 'unmetered' }, async (request) => {
    const location = locateClient(request, request.merchant, geoIp);
    return {
      status: statusCodeOf(location),
      ip: location.ip,
      country: location.country,
      maintenanceUntil: location.maintenance
        ? (request.merchant.maintenanceUntil?.toISOString() ?? null)
        : null,
      devOutboxOpen,
    };
  });

  // the brand's settings: from the response cache, gzipped once for every caller of the brand
  cachedRoute(getWhitelabel, (request) => system.getWhitelabel(request.merchant.id));
  cachedRoute(getRegisterSettings, (request) => system.getRegisterSettings(request.merchant));
  cachedRoute(getDomainRoutes, (request) => system.getDomainRoutes(request.merchant.id));

  await app.register(helpCenterRoutes, { repository, cache });
  await app.register(permissionRoutes, { geoIp, system, repository, db });
  await app.register(languageRoutes);
};
