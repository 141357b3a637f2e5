import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { getHelpCenterQuerySchema, getHelpCenterResponseSchema } from '../get-help-center.ts';

/** The help topics of one language (§2.3 footer, /help); answered from the response cache. */
export const getHelpCenter = defineEndpoint({
  method: 'GET',
  path: apiPaths.systemHelpCenter,
  auth: endpointAuth.public,
  tag: 'system',
  summary: 'Help topics in the chosen language, sorted; content is sanitised HTML',
  query: getHelpCenterQuerySchema,
  response: getHelpCenterResponseSchema,
});
