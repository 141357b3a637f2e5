import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { pamApiTag, pamPaths, pamResponseSchema } from '../pam-api.ts';

/** PAM refreshSession: how a provider exchanges a launch token for its game session. */
export const refreshPamSession = defineEndpoint({
  method: 'PUT',
  path: pamPaths.session,
  auth: endpointAuth.provider,
  tag: pamApiTag,
  summary: 'refreshSession: a new session token; the old one stops working',
  response: pamResponseSchema,
});
