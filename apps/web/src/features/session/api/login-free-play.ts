import {
  apiPaths,
  type FreePlayLoginRequest,
  type LoginSuccess,
  type startTrial,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';

const startTrialRoute = routeTo<typeof startTrial>('POST', apiPaths.loginFreePlay);

/** POST /wps/session/login/freeplay (§7.2 loginFreePlay): a fresh trial account's session. */
export function loginFreePlay(body: FreePlayLoginRequest): Promise<LoginSuccess> {
  return apiCall(startTrialRoute, { body });
}
