import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { boWithdrawalListQuerySchema, boWithdrawalListSchema } from '../../payments/withdrawals.ts';

/** Withdrawal review: the brand’s withdrawals (module payments). */
export const listBoWithdrawals = defineEndpoint({
  method: 'GET',
  path: apiPaths.boWithdrawals,
  auth: endpointAuth.staff('cashier', 'finance'),
  tag: 'backoffice',
  summary: 'The brand’s withdrawals, newest first, optionally by status',
  query: boWithdrawalListQuerySchema,
  response: boWithdrawalListSchema,
});
