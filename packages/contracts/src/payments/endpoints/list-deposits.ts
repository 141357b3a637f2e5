import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { depositListQuerySchema, depositListSchema } from '../deposits.ts';

/** The member’s own deposits, paged. */
export const listDeposits = defineEndpoint({
  method: 'GET',
  path: apiPaths.deposits,
  auth: endpointAuth.member,
  tag: 'payments',
  summary: 'The member’s own deposits, newest first',
  query: depositListQuerySchema,
  response: depositListSchema,
});
