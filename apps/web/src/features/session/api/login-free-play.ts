import { apiPaths, type FreePlayLoginRequest, type LoginSuccess } from '@lobby/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /wps/session/login/freeplay (§7.2 loginFreePlay): a fresh trial account's session. */
export function loginFreePlay(body: FreePlayLoginRequest): Promise<LoginSuccess> {
  return apiRequest<LoginSuccess>('POST', apiPaths.loginFreePlay, { body });
}
