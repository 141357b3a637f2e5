import {
  type ChangePasswordRequest,
  changePassword as changePasswordEndpoint,
} from '@lobby/contracts';
import { apiCall } from '../../../lib/api-client.ts';

/** POST /wps/member/password (token, encrypted): changes the login password (§4.5). */
export async function changePassword(body: ChangePasswordRequest): Promise<void> {
  await apiCall(changePasswordEndpoint, { body });
}
