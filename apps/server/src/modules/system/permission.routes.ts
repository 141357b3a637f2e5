import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, getPermissionResponseSchema, successEnvelope } from '@lobby/contracts';
import { locateClient } from '../../platform/client-location.ts';
import type { GeoIpLookup } from '../../platform/geoip.ts';
import { createPermissionService } from './permission.service.ts';
import type { SystemRepository } from './system.repository.ts';
import type { SystemService } from './system.service.ts';

/** GET /wps/system/permission: the brand, its features and the caller's location (§3). */
export const permissionRoutes: FastifyPluginAsyncZod<{
  geoIp: GeoIpLookup;
  system: SystemService;
  repository: Pick<SystemRepository, 'findResources' | 'findCustomerServiceChannels'>;
}> = async (app, { geoIp, system, repository }) => {
  const permission = createPermissionService({ system, repository });

  app.get(
    apiPaths.systemPermission,
    {
      schema: {
        tags: ['system'],
        summary: 'Everything the client needs to render the brand, and where the caller is',
        response: { 200: successEnvelope(getPermissionResponseSchema) },
      },
    },
    async (request) => {
      const location = locateClient(request, request.merchant, geoIp);
      return {
        success: true as const,
        value: await permission.getPermission(request.merchant, location),
      };
    },
  );
};
