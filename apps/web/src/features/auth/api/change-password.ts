import { apiPaths, type ChangePasswordRequest } from '@lobby/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /wps/member/password (token, encrypted): changes the login password (§4.5). */
export async function changePassword(body: ChangePasswordRequest): Promise<void> {
  await apiRequest<{ changed: true }>('POST', apiPaths.changePassword, { body, encrypt: true });
}
