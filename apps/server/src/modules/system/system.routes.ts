import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getDomainRoutes, getRegisterSettings, getStatus, getWhitelabel } from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { locateClient } from '../../platform/client-location.ts';
import type { GeoIpLookup } from '../../platform/geoip.ts';
import { documentCachedAnswers } from '../../platform/cached-answer-docs.ts';
import { noRateLimit } from '../../platform/no-rate-limit.ts';
import { brandAnswerKey, type ResponseCache } from '../../platform/response-cache.ts';
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
}

/** System configuration calls (§7.1): status, white-label, register settings, help. */
export const systemRoutes: FastifyPluginAsyncZod<SystemRoutesDeps> = async (
  app,
  { geoIp, db, cache },
) => {
  const repository = createSystemRepository(db);
  const system = createSystemService(repository);
  documentCachedAnswers(app, [getWhitelabel, getRegisterSettings, getDomainRoutes]);
  const { route, rawRoute } = createRouteKit(app);

  route(getStatus, { rate: noRateLimit }, async (request) => {
    const location = locateClient(request, request.merchant, geoIp);
    return {
      status: statusCodeOf(location),
      ip: location.ip,
      country: location.country,
      maintenanceUntil: location.maintenance
        ? (request.merchant.maintenanceUntil?.toISOString() ?? null)
        : null,
    };
  });

  // the brand's settings below come from the response cache, which sends the envelope itself,
  // gzipped once for every caller of the brand

  rawRoute(getWhitelabel, { rate: noRateLimit }, (request, reply) =>
    cache.send(reply, brandAnswerKey(request), getWhitelabel.response, () =>
      system.getWhitelabel(request.merchant.id),
    ),
  );

  rawRoute(getRegisterSettings, { rate: noRateLimit }, (request, reply) =>
    cache.send(reply, brandAnswerKey(request), getRegisterSettings.response, () =>
      system.getRegisterSettings(request.merchant),
    ),
  );

  rawRoute(getDomainRoutes, { rate: noRateLimit }, (request, reply) =>
    cache.send(reply, brandAnswerKey(request), getDomainRoutes.response, () =>
      system.getDomainRoutes(request.merchant.id),
    ),
  );

  await app.register(helpCenterRoutes, { repository, cache });
  await app.register(permissionRoutes, { geoIp, system, repository });
  await app.register(languageRoutes);
};
