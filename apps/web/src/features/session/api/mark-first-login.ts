import { completeFirstLogin } from '@lobby/contracts';
import { apiCall } from '../../../lib/api-client.ts';

/** POST /wps/member/info/firstLogin (token): the first-login action of §4.3 step 4. */
export function markFirstLogin(): Promise<{ firstTimeLogin: false }> {
  return apiCall(completeFirstLogin);
}
