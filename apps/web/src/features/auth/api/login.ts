import {
  apiPaths,
  type LoginRequest,
  type LoginResponse,
  type LoginSuccess,
  type VerifyLoginRequest,
  type logIn,
  type verifyLogin as verifyLoginEndpoint,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';

const logInRoute = routeTo<typeof logIn>('POST', apiPaths.login, { encrypted: true });

const verifyLoginRoute = routeTo<typeof verifyLoginEndpoint>('POST', apiPaths.loginVerify);

/**
 * POST /wps/session/login (encrypted, §7.1): a finished login, or the second step when the
 * IP is new to the account.
 */
export function login(body: LoginRequest): Promise<LoginResponse> {
  return apiCall(logInRoute, { body });
}

/** POST /wps/session/login/verify: the second step's code finishes the pending login. */
export function verifyLogin(body: VerifyLoginRequest): Promise<LoginSuccess> {
  return apiCall(verifyLoginRoute, { body });
}
