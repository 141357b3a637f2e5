import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { updateLanguage } from '@lobby/contracts';
import { createRouteKit } from '../../platform/route-kit.ts';
import { chooseLanguage } from './language.service.ts';

/** PUT /wps/system/language: the member picked a language (§4.7). */
export const languageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { route } = createRouteKit(app);

  // generous for people, not for scripts
  route(updateLanguage, { rate: 'settings' }, async (request) => ({
    language: chooseLanguage(request.merchant.languages, request.body.language),
  }));
};
