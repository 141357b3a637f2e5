import { logOut } from '@lobby/contracts';
import { apiCall } from '../../../lib/api-client.ts';

/** DELETE /wps/session/logout (token): the server revokes the session's token. */
export function logout(): Promise<{ loggedOut: true }> {
  return apiCall(logOut);
}
