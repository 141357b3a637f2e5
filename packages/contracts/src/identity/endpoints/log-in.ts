import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { loginRequestSchema, loginResponseSchema } from '../login.ts';

/** Login by password or SMS code; an unknown IP may answer with a second step (§4.2). */
export const logIn = defineEndpoint({
  method: 'POST',
  path: apiPaths.login,
  auth: endpointAuth.public,
  tag: 'identity',
  summary: 'Log in by password or SMS code (encrypted body)',
  body: loginRequestSchema,
  response: loginResponseSchema,
  encrypted: true,
});
