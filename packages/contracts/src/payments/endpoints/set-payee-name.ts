import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { setPayeeNameRequestSchema, setPayeeNameResultSchema } from '../withdrawals.ts';

/** Security centre: the member’s real (payee) name, set once. */
export const setPayeeName = defineEndpoint({
  method: 'PUT',
  path: apiPaths.payeeName,
  auth: endpointAuth.member,
  tag: 'payments',
  summary: 'Set the real (payee) name once, while it is empty',
  body: setPayeeNameRequestSchema,
  response: setPayeeNameResultSchema,
});
