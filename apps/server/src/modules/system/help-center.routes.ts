import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getHelpCenter } from '@lobby/contracts';
import { documentCachedAnswers } from '../../platform/cached-answer-docs.ts';
import { noRateLimit } from '../../platform/no-rate-limit.ts';
import { brandAnswerKey, type ResponseCache } from '../../platform/response-cache.ts';
import { createRouteKit } from '../../platform/route-kit.ts';
import { createHelpCenterService } from './help-center.service.ts';
import type { SystemRepository } from './system.repository.ts';

/** GET /wps/system/helpCenter: the help topics in one language (§2.3 footer, /help). */
export const helpCenterRoutes: FastifyPluginAsyncZod<{
  repository: Pick<SystemRepository, 'findHelpTopics'>;
  cache: ResponseCache;
}> = async (app, { repository, cache }) => {
  const helpCenter = createHelpCenterService(repository);
  documentCachedAnswers(app, [getHelpCenter]);
  const { rawRoute } = createRouteKit(app);

  // the cache sends the envelope itself, gzipped once for every caller of the brand
  rawRoute(getHelpCenter, { rate: noRateLimit }, (request, reply) =>
    cache.send(reply, brandAnswerKey(request), getHelpCenter.response, () =>
      helpCenter.getHelpTopics(request.merchant, request.query.lang),
    ),
  );
};
