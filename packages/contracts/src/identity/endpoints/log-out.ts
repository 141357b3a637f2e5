import { defineEndpoint } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { logoutResponseSchema } from '../login.ts';

/** Ends the session; trial accounts and a pending password change may log out too. */
export const logOut = defineEndpoint({
  method: 'DELETE',
  path: apiPaths.logout,
  auth: {
    kind: 'member',
    allowTrial: true,
    allowPendingPasswordChange: true,
    allowAgentOnly: true,
  },
  tag: 'identity',
  summary: 'Log out: the session token stops working at once',
  response: logoutResponseSchema,
});
