import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  successEnvelope,
  updateLanguageRequestSchema,
  updateLanguageResponseSchema,
} from '@lobby/contracts';
import { chooseLanguage } from './language.service.ts';

/** Language changes allowed per client IP and minute: generous for people, not for scripts. */
export const languageRateLimit = { max: 20, timeWindow: 60_000 };

/** PUT /wps/system/language: the member picked a language (§4.7). */
export const languageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    apiPaths.systemLanguage,
    {
      config: { rateLimit: languageRateLimit },
      schema: {
        tags: ['system'],
        summary: 'Change the language; it must be one the brand offers',
        body: updateLanguageRequestSchema,
        response: { 200: successEnvelope(updateLanguageResponseSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: { language: chooseLanguage(request.merchant.languages, request.body.language) },
    }),
  );
};
