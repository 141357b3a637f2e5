import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { loginSuccessSchema } from '../login.ts';
import { resetPasswordByPhoneRequestSchema } from '../passwords.ts';

/** A new password with an SMS code; the member is logged in after it. */
export const resetPasswordByPhone = defineEndpoint({
  method: 'POST',
  path: apiPaths.resetPasswordByPhone,
  auth: endpointAuth.public,
  tag: 'identity',
  summary: 'Reset the password with an SMS code (encrypted body), then logged in',
  body: resetPasswordByPhoneRequestSchema,
  response: loginSuccessSchema,
  encrypted: true,
});
