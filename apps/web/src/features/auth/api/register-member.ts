import {
  apiPaths,
  type LoginSuccess,
  type RegisterMobileRequest,
  type RegisterRequest,
} from '@lobby/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** PUT /wps/member/register (encrypted): creates the account and logs it in (§4.4). */
export function registerByUsername(body: RegisterRequest): Promise<LoginSuccess> {
  return apiRequest<LoginSuccess>('PUT', apiPaths.register, { body, encrypt: true });
}

/** PUT /wps/member/register/mobile (encrypted, MOBILENUMREG3): the mobile-number variant. */
export function registerByMobile(body: RegisterMobileRequest): Promise<LoginSuccess> {
  return apiRequest<LoginSuccess>('PUT', apiPaths.registerMobile, { body, encrypt: true });
}
