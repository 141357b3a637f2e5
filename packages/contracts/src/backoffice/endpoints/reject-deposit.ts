import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { rejectRequestSchema } from '../staff.ts';
import { boDepositSchema } from '../../payments/deposits.ts';
import { paymentsIdParamsSchema } from '../../payments/params.ts';

/** Deposit review: a cashier rejects a manual bank transfer (module payments). */
export const rejectDeposit = defineEndpoint({
  method: 'POST',
  path: `${apiPaths.boDeposits}/:id/reject`,
  auth: endpointAuth.staff('cashier', 'finance'),
  tag: 'backoffice',
  summary: 'Reject a pending bank transfer with a note the member sees',
  params: paymentsIdParamsSchema,
  body: rejectRequestSchema,
  response: boDepositSchema,
});
