import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { confirmWithdrawalRequestSchema, withdrawalSchema } from '../withdrawals.ts';
import { paymentsIdParamsSchema } from '../params.ts';

/** After payout the member says whether the money arrived (§4.11). */
export const confirmWithdrawal = defineEndpoint({
  method: 'POST',
  path: `${apiPaths.withdrawals}/:id/confirm`,
  auth: endpointAuth.member,
  tag: 'payments',
  summary: 'Confirm a paid withdrawal: received, partly received or not received (proof)',
  params: paymentsIdParamsSchema,
  body: confirmWithdrawalRequestSchema,
  response: withdrawalSchema,
});
