import {
  type LoginSuccess,
  type RegisterMobileRequest,
  type RegisterRequest,
  registerMember,
  registerByMobile as registerByMobileEndpoint,
} from '@lobby/contracts';
import { apiCall } from '../../../lib/api-client.ts';

/** PUT /wps/member/register (encrypted): creates the account and logs it in (§4.4). */
export function registerByUsername(body: RegisterRequest): Promise<LoginSuccess> {
  return apiCall(registerMember, { body });
}

/** PUT /wps/member/register/mobile (encrypted, MOBILENUMREG3): the mobile-number variant. */
export function registerByMobile(body: RegisterMobileRequest): Promise<LoginSuccess> {
  return apiCall(registerByMobileEndpoint, { body });
}
