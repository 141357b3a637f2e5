import {
  apiPaths,
  type SetPaymentPasswordRequest,
  type setPaymentPassword as setPaymentPasswordEndpoint,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';

const setPaymentPasswordRoute = routeTo<typeof setPaymentPasswordEndpoint>(
  'POST',
  apiPaths.paymentPassword,
  { encrypted: true },
);

/** POST /wps/member/security/paymentPassword (token, encrypted): sets or changes it. */
export async function setPaymentPassword(body: SetPaymentPasswordRequest): Promise<void> {
  await apiCall(setPaymentPasswordRoute, {
    body,
  });
}
