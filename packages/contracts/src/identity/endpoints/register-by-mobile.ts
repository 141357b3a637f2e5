import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { loginSuccessSchema } from '../login.ts';
import { registerMobileRequestSchema } from '../register.ts';

/** Registration by mobile number (MOBILENUMREG3, §4.4); a success is logged in. */
export const registerByMobile = defineEndpoint({
  method: 'PUT',
  path: apiPaths.registerMobile,
  auth: endpointAuth.public,
  tag: 'identity',
  summary: 'Register by mobile number (MOBILENUMREG3, encrypted body); a success is logged in',
  body: registerMobileRequestSchema,
  response: loginSuccessSchema,
  encrypted: true,
});
