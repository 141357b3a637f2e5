import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { boWithdrawalSchema } from '../../payments/withdrawals.ts';
import { paymentsIdParamsSchema } from '../../payments/params.ts';

/** Withdrawal review: one withdrawal with the full account number (module payments). */
export const getBoWithdrawal = defineEndpoint({
  method: 'GET',
  path: `${apiPaths.boWithdrawals}/:id`,
  auth: endpointAuth.staff('cashier', 'finance'),
  tag: 'backoffice',
  summary: 'One withdrawal of the brand',
  params: paymentsIdParamsSchema,
  response: boWithdrawalSchema,
});
