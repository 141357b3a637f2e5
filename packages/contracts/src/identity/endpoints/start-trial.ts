import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { freePlayLoginRequestSchema, loginSuccessSchema } from '../login.ts';

/** A trial (type 4) account with play money, logged in at once (§4.3). */
export const startTrial = defineEndpoint({
  method: 'POST',
  path: apiPaths.loginFreePlay,
  auth: endpointAuth.public,
  tag: 'identity',
  summary: 'Start a trial (type 4) account with play money',
  body: freePlayLoginRequestSchema,
  response: loginSuccessSchema,
});
