import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  getHelpCenterQuerySchema,
  getHelpCenterResponseSchema,
  successEnvelope,
} from '@lobby/contracts';
import { brandAnswerKey, type ResponseCache } from '../../platform/response-cache.ts';
import { createHelpCenterService } from './help-center.service.ts';
import type { SystemRepository } from './system.repository.ts';

/** GET /wps/system/helpCenter: the help topics in one language (§2.3 footer, /help). */
export const helpCenterRoutes: FastifyPluginAsyncZod<{
  repository: Pick<SystemRepository, 'findHelpTopics'>;
  cache: ResponseCache;
}> = async (app, { repository, cache }) => {
  const helpCenter = createHelpCenterService(repository);

  app.get(
    apiPaths.systemHelpCenter,
    {
      schema: {
        tags: ['system'],
        summary: 'Help topics in the chosen language, sorted; content is sanitised HTML',
        querystring: getHelpCenterQuerySchema,
        response: { 200: successEnvelope(getHelpCenterResponseSchema) },
      },
    },
    async (request, reply) =>
      cache.send(reply, brandAnswerKey(request), getHelpCenterResponseSchema, () =>
        helpCenter.getHelpTopics(request.merchant, request.query.lang),
      ),
  );
};
