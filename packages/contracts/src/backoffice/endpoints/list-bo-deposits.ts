import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { boDepositListQuerySchema, boDepositListSchema } from '../../payments/deposits.ts';

/** Deposit review: the brand’s deposits (module payments). */
export const listBoDeposits = defineEndpoint({
  method: 'GET',
  path: apiPaths.boDeposits,
  auth: endpointAuth.staff('cashier', 'finance'),
  tag: 'backoffice',
  summary: 'The brand’s deposits, newest first, optionally by status',
  query: boDepositListQuerySchema,
  response: boDepositListSchema,
});
