import {
  apiPaths,
  type ChangePasswordRequest,
  type changePassword as changePasswordEndpoint,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';

const changePasswordRoute = routeTo<typeof changePasswordEndpoint>(
  'POST',
  apiPaths.changePassword,
  { encrypted: true },
);

/** POST /wps/member/password (token, encrypted): changes the login password (§4.5). */
export async function changePassword(body: ChangePasswordRequest): Promise<void> {
  await apiCall(changePasswordRoute, { body });
}
