import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getHelpCenter } from '@lobby/contracts';
import { createCachedRoutes } from '../../platform/cached-routes.ts';
import type { ResponseCache } from '../../platform/response-cache.ts';
import { createHelpCenterService } from './help-center.service.ts';
import type { SystemRepository } from './system.repository.ts';

/** GET /wps/system/helpCenter: the help topics in one language (§2.3 footer, /help). */
export const helpCenterRoutes: FastifyPluginAsyncZod<{
  repository: Pick<SystemRepository, 'findHelpTopics'>;
  cache: ResponseCache;
}> = async (app, { repository, cache }) => {
  const helpCenter = createHelpCenterService(repository);
  const cachedRoute = createCachedRoutes(app, cache);
  cachedRoute(getHelpCenter, (request) =>
    helpCenter.getHelpTopics(request.merchant, request.query.lang),
  );
};
