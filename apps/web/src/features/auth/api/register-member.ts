import {
  apiPaths,
  type LoginSuccess,
  type RegisterMobileRequest,
  type RegisterRequest,
  type registerMember,
  type registerByMobile as registerByMobileEndpoint,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';

const registerMemberRoute = routeTo<typeof registerMember>('PUT', apiPaths.register, {
  encrypted: true,
});

const registerByMobileRoute = routeTo<typeof registerByMobileEndpoint>(
  'PUT',
  apiPaths.registerMobile,
  { encrypted: true },
);

/** PUT /wps/member/register (encrypted): creates the account and logs it in (§4.4). */
export function registerByUsername(body: RegisterRequest): Promise<LoginSuccess> {
  return apiCall(registerMemberRoute, { body });
}

/** PUT /wps/member/register/mobile (encrypted, MOBILENUMREG3): the mobile-number variant. */
export function registerByMobile(body: RegisterMobileRequest): Promise<LoginSuccess> {
  return apiCall(registerByMobileRoute, { body });
}
