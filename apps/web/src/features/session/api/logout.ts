import { apiPaths } from '@lobby/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** DELETE /wps/session/logout (token): the server revokes the session's token. */
export function logout(): Promise<{ loggedOut: true }> {
  return apiRequest<{ loggedOut: true }>('DELETE', apiPaths.logout);
}
