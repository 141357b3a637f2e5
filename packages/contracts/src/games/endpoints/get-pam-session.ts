import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { pamApiTag, pamPaths, pamResponseSchema } from '../pam-api.ts';

/** PAM getSession: the session behind the X-Player-Token header. */
export const getPamSession = defineEndpoint({
  method: 'GET',
  path: pamPaths.session,
  auth: endpointAuth.provider,
  tag: pamApiTag,
  summary: 'getSession: the player game session of X-Player-Token',
  response: pamResponseSchema,
});
