import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { loginSuccessSchema } from '../login.ts';
import { registerRequestSchema } from '../register.ts';

/** Registration by username (§4.4); a success is logged in. */
export const registerMember = defineEndpoint({
  method: 'PUT',
  path: apiPaths.register,
  auth: endpointAuth.public,
  tag: 'identity',
  summary: 'Register by username (encrypted body); a success is logged in',
  body: registerRequestSchema,
  response: loginSuccessSchema,
  encrypted: true,
});
