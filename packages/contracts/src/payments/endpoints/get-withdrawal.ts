import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { withdrawalSchema } from '../withdrawals.ts';
import { paymentsIdParamsSchema } from '../params.ts';

/** One of the member’s own withdrawals. */
export const getWithdrawal = defineEndpoint({
  method: 'GET',
  path: `${apiPaths.withdrawals}/:id`,
  auth: endpointAuth.member,
  tag: 'payments',
  summary: 'One of the member’s withdrawals',
  params: paymentsIdParamsSchema,
  response: withdrawalSchema,
});
