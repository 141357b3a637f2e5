import {
  apiPaths,
  type LoginRequest,
  type LoginResponse,
  type LoginSuccess,
  type VerifyLoginRequest,
} from '@lobby/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /wps/session/login (encrypted, §7.1): a finished login, or the second step when the
 * IP is new to the account.
 */
export function login(body: LoginRequest): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('POST', apiPaths.login, { body, encrypt: true });
}

/** POST /wps/session/login/verify: the second step's code finishes the pending login. */
export function verifyLogin(body: VerifyLoginRequest): Promise<LoginSuccess> {
  return apiRequest<LoginSuccess>('POST', apiPaths.loginVerify, { body });
}
