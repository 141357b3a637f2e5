import { type FreePlayLoginRequest, type LoginSuccess, startTrial } from '@lobby/contracts';
import { apiCall } from '../../../lib/api-client.ts';

/** POST /wps/session/login/freeplay (§7.2 loginFreePlay): a fresh trial account's session. */
export function loginFreePlay(body: FreePlayLoginRequest): Promise<LoginSuccess> {
  return apiCall(startTrial, { body });
}
