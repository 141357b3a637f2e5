import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { getDomainRoutesResponseSchema } from '../get-domain-routes.ts';

/** The brand's host names; answered from the response cache. */
export const getDomainRoutes = defineEndpoint({
  method: 'GET',
  path: apiPaths.systemDomainRoute,
  auth: endpointAuth.public,
  tag: 'system',
  summary: 'Host names the brand answers on, the main one first',
  response: getDomainRoutesResponseSchema,
});
