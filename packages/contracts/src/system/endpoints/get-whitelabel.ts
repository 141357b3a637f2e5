import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { getWhitelabelResponseSchema } from '../get-whitelabel.ts';

/** The brand's white-label feature switches; answered from the response cache. */
export const getWhitelabel = defineEndpoint({
  method: 'GET',
  path: apiPaths.systemWhitelabel,
  auth: endpointAuth.public,
  tag: 'system',
  summary: 'White-label feature modules as a tree; a child counts only if its parents are on',
  response: getWhitelabelResponseSchema,
});
