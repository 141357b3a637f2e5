import { apiPaths, type completeFirstLogin } from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';

const completeFirstLoginRoute = routeTo<typeof completeFirstLogin>(
  'POST',
  apiPaths.memberFirstLogin,
);

/** POST /wps/member/info/firstLogin (token): the first-login action of §4.3 step 4. */
export function markFirstLogin(): Promise<{ firstTimeLogin: false }> {
  return apiCall(completeFirstLoginRoute);
}
