import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { rejectRequestSchema } from '../staff.ts';
import { boWithdrawalSchema } from '../../payments/withdrawals.ts';
import { paymentsIdParamsSchema } from '../../payments/params.ts';

/** Withdrawal review: reject; the held amount returns to the member (module payments). */
export const rejectWithdrawal = defineEndpoint({
  method: 'POST',
  path: `${apiPaths.boWithdrawals}/:id/reject`,
  auth: endpointAuth.staff('cashier', 'finance'),
  tag: 'backoffice',
  summary: 'Reject a pending or approved withdrawal; the held amount returns to the member',
  params: paymentsIdParamsSchema,
  body: rejectRequestSchema,
  response: boWithdrawalSchema,
});
