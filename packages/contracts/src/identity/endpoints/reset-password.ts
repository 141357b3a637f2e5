import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { changePasswordResponseSchema, resetPasswordRequestSchema } from '../passwords.ts';

/** A new password with the reset mail's single-use token. */
export const resetPassword = defineEndpoint({
  method: 'POST',
  path: apiPaths.resetPassword,
  auth: endpointAuth.public,
  tag: 'identity',
  summary: "Set a new password with the reset mail's single-use token (encrypted body)",
  body: resetPasswordRequestSchema,
  response: changePasswordResponseSchema,
  encrypted: true,
});
