import {
  type LoginRequest,
  type LoginResponse,
  type LoginSuccess,
  type VerifyLoginRequest,
  logIn,
  verifyLogin as verifyLoginEndpoint,
} from '@lobby/contracts';
import { apiCall } from '../../../lib/api-client.ts';

/**
 * POST /wps/session/login (encrypted, §7.1): a finished login, or the second step when the
 * IP is new to the account.
 */
export function login(body: LoginRequest): Promise<LoginResponse> {
  return apiCall(logIn, { body });
}

/** POST /wps/session/login/verify: the second step's code finishes the pending login. */
export function verifyLogin(body: VerifyLoginRequest): Promise<LoginSuccess> {
  return apiCall(verifyLoginEndpoint, { body });
}
