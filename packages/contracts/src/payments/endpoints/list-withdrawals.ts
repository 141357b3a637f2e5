import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { withdrawalListQuerySchema, withdrawalListSchema } from '../withdrawals.ts';

/** The member’s own withdrawals, paged. */
export const listWithdrawals = defineEndpoint({
  method: 'GET',
  path: apiPaths.withdrawals,
  auth: endpointAuth.member,
  tag: 'payments',
  summary: 'The member’s withdrawals, newest first',
  query: withdrawalListQuerySchema,
  response: withdrawalListSchema,
});
