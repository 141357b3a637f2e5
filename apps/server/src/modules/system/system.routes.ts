import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, getStatusResponseSchema, successEnvelope } from '@lobby/contracts';
import type { GeoIpLookup } from '../../platform/geoip.ts';
import { locateClient } from '../../platform/client-location.ts';
import { statusCodeOf } from './system.service.ts';

export interface SystemRoutesDeps {
  geoIp: GeoIpLookup;
}

/** System configuration calls (§7.1): status, white-label, register settings, help. */
export const systemRoutes: FastifyPluginAsyncZod<SystemRoutesDeps> = async (app, { geoIp }) => {
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
};
