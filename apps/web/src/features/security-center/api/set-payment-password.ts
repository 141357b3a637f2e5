import { apiPaths, type SetPaymentPasswordRequest } from '@lobby/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /wps/member/security/paymentPassword (token, encrypted): sets or changes it. */
export async function setPaymentPassword(body: SetPaymentPasswordRequest): Promise<void> {
  await apiRequest<{ hasPaymentPassword: true }>('POST', apiPaths.paymentPassword, {
    body,
    encrypt: true,
  });
}
