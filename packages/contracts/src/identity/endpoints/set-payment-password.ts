import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { setPaymentPasswordRequestSchema, setPaymentPasswordResponseSchema } from '../passwords.ts';

/** Sets or changes the payment password money calls ask for (§2.5). */
export const setPaymentPassword = defineEndpoint({
  method: 'POST',
  path: apiPaths.paymentPassword,
  auth: endpointAuth.memberOrAgent,
  tag: 'identity',
  summary: 'Set or change the payment (transaction) password (encrypted body)',
  body: setPaymentPasswordRequestSchema,
  response: setPaymentPasswordResponseSchema,
  encrypted: true,
});
