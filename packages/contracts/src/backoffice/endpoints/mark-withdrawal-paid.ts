import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { optionalReviewRequestSchema } from '../staff.ts';
import { boWithdrawalSchema } from '../../payments/withdrawals.ts';
import { paymentsIdParamsSchema } from '../../payments/params.ts';

/** Withdrawal review: the cashier paid an approved withdrawal by hand (module payments). */
export const markWithdrawalPaid = defineEndpoint({
  method: 'POST',
  path: `${apiPaths.boWithdrawals}/:id/paid`,
  auth: endpointAuth.staff('cashier', 'finance'),
  tag: 'backoffice',
  summary: 'Mark an approved withdrawal paid (the cashier paid it by hand)',
  params: paymentsIdParamsSchema,
  // "paid" needs no body
  body: optionalReviewRequestSchema,
  response: boWithdrawalSchema,
});
