import {
  type SetPaymentPasswordRequest,
  setPaymentPassword as setPaymentPasswordEndpoint,
} from '@lobby/contracts';
import { apiCall } from '../../../lib/api-client.ts';

/** POST /wps/member/security/paymentPassword (token, encrypted): sets or changes it. */
export async function setPaymentPassword(body: SetPaymentPasswordRequest): Promise<void> {
  await apiCall(setPaymentPasswordEndpoint, {
    body,
  });
}
