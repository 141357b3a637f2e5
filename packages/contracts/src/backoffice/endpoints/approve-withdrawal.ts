import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { approveWithdrawalRequestSchema } from '../staff.ts';
import { boWithdrawalSchema } from '../../payments/withdrawals.ts';
import { paymentsIdParamsSchema } from '../../payments/params.ts';

/** Withdrawal review: approve and pick the payout, gateway or by hand (module payments). */
export const approveWithdrawal = defineEndpoint({
  method: 'POST',
  path: `${apiPaths.boWithdrawals}/:id/approve`,
  auth: endpointAuth.staff('cashier', 'finance'),
  tag: 'backoffice',
  summary: 'Approve a pending withdrawal; gateway payouts are sent at once',
  params: paymentsIdParamsSchema,
  body: approveWithdrawalRequestSchema,
  response: boWithdrawalSchema,
});
