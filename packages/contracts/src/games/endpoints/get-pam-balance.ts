import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { pamApiTag, pamPaths, pamResponseSchema } from '../pam-api.ts';

/** PAM getBalance. */
export const getPamBalance = defineEndpoint({
  method: 'GET',
  path: pamPaths.balance,
  auth: endpointAuth.provider,
  tag: pamApiTag,
  summary: 'getBalance: the player balance',
  response: pamResponseSchema,
});
