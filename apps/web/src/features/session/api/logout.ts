import { apiPaths, type logOut } from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';

const logOutRoute = routeTo<typeof logOut>('DELETE', apiPaths.logout);

/** DELETE /wps/session/logout (token): the server revokes the session's token. */
export function logout(): Promise<{ loggedOut: true }> {
  return apiCall(logOutRoute);
}
