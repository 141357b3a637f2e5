import { defineEndpoint } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { changePasswordRequestSchema, changePasswordResponseSchema } from '../passwords.ts';

/** A new login password; the forced change after a weak or expired one must get through. */
export const changePassword = defineEndpoint({
  method: 'POST',
  path: apiPaths.changePassword,
  auth: { kind: 'member', allowPendingPasswordChange: true, allowAgentOnly: true },
  tag: 'identity',
  summary: 'Change the login password (encrypted body); other sessions end',
  body: changePasswordRequestSchema,
  response: changePasswordResponseSchema,
  encrypted: true,
});
