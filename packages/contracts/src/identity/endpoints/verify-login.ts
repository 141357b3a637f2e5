import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { loginSuccessSchema, verifyLoginRequestSchema } from '../login.ts';

/** The second step of a login from an unknown IP: the code sent by SMS or mail (§4.2). */
export const verifyLogin = defineEndpoint({
  method: 'POST',
  path: apiPaths.loginVerify,
  auth: endpointAuth.public,
  tag: 'identity',
  summary: 'Second step for an unknown IP: the code sent by SMS or mail',
  body: verifyLoginRequestSchema,
  response: loginSuccessSchema,
});
