import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  getDomainRoutesResponseSchema,
  getRegisterSettingsResponseSchema,
  getStatusResponseSchema,
  getWhitelabelResponseSchema,
  successEnvelope,
} from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { brandAnswerKey, type ResponseCache } from '../../platform/response-cache.ts';
import type { GeoIpLookup } from '../../platform/geoip.ts';
import { locateClient } from '../../platform/client-location.ts';
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

  app.get(
    apiPaths.systemStatus,
    {
      schema: {
        tags: ['system'],
        summary: 'System status: 0 normal, 1 maintenance, 2 region restriction',
        response: { 200: successEnvelope(getStatusResponseSchema) },
      },
    },
    async (request) => {
      const location = locateClient(request, request.merchant, geoIp);
      return {
        success: true as const,
        value: {
          status: statusCodeOf(location),
          ip: location.ip,
          country: location.country,
          maintenanceUntil: location.maintenance
            ? (request.merchant.maintenanceUntil?.toISOString() ?? null)
            : null,
        },
      };
    },
  );

  app.get(
    apiPaths.systemWhitelabel,
    {
      schema: {
        tags: ['system'],
        summary: 'White-label feature modules as a tree; a child counts only if its parents are on',
        response: { 200: successEnvelope(getWhitelabelResponseSchema) },
      },
    },
    async (request, reply) =>
      cache.send(reply, brandAnswerKey(request), getWhitelabelResponseSchema, () =>
        system.getWhitelabel(request.merchant.id),
      ),
  );

  app.get(
    apiPaths.systemRegisterSettings,
    {
      schema: {
        tags: ['system'],
        summary: 'Registration mode, minimum age, phone format and one rule per field',
        response: { 200: successEnvelope(getRegisterSettingsResponseSchema) },
      },
    },
    async (request, reply) =>
      cache.send(reply, brandAnswerKey(request), getRegisterSettingsResponseSchema, () =>
        system.getRegisterSettings(request.merchant),
      ),
  );

  app.get(
    apiPaths.systemDomainRoute,
    {
      schema: {
        tags: ['system'],
        summary: 'Host names the brand answers on, the main one first',
        response: { 200: successEnvelope(getDomainRoutesResponseSchema) },
      },
    },
    async (request, reply) =>
      cache.send(reply, brandAnswerKey(request), getDomainRoutesResponseSchema, () =>
        system.getDomainRoutes(request.merchant.id),
      ),
  );

  await app.register(helpCenterRoutes, { repository, cache });
  await app.register(permissionRoutes, { geoIp, system, repository });
  await app.register(languageRoutes);
};
