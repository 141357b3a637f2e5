import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getPermission } from '@lobby/contracts';
import { locateClient } from '../../platform/client-location.ts';
import type { GeoIpLookup } from '../../platform/geoip.ts';
import { createRouteKit } from '../../platform/route-kit.ts';
import type { Db } from '../../db/client.ts';
import { createPermissionService } from './permission.service.ts';
import { enabledSocialPrompts } from './social-prompts.ts';
import type { SystemRepository } from './system.repository.ts';
import type { SystemService } from './system.service.ts';

/** GET /wps/system/permission: the brand, its features and the caller's location (§3). */
export const permissionRoutes: FastifyPluginAsyncZod<{
  geoIp: GeoIpLookup;
  system: SystemService;
  repository: Pick<SystemRepository, 'findResources' | 'findCustomerServiceChannels'>;
  db: Db;
}> = async (app, { geoIp, system, repository, db }) => {
  const permission = createPermissionService({
    system,
    repository,
    socialPrompts: (merchantId) => enabledSocialPrompts(db, merchantId),
  });
  const { route } = createRouteKit(app);

  route(getPermission, { rate: 'unmetered' }, (request) =>
    permission.getPermission(request.merchant, locateClient(request, request.merchant, geoIp)),
  );
};
