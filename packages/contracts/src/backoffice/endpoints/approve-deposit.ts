import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { optionalReviewRequestSchema } from '../staff.ts';
import { boDepositSchema } from '../../payments/deposits.ts';
import { paymentsIdParamsSchema } from '../../payments/params.ts';

/** Deposit review: a cashier approves a manual bank transfer (module payments). */
export const approveDeposit = defineEndpoint({
  method: 'POST',
  path: `${apiPaths.boDeposits}/:id/approve`,
  auth: endpointAuth.staff('cashier', 'finance'),
  tag: 'backoffice',
  summary: 'Approve a pending bank transfer: the member is credited at once',
  params: paymentsIdParamsSchema,
  body: optionalReviewRequestSchema,
  response: boDepositSchema,
});
