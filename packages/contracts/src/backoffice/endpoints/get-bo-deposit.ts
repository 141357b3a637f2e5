import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { boDepositSchema } from '../../payments/deposits.ts';
import { paymentsIdParamsSchema } from '../../payments/params.ts';

/** Deposit review: one deposit with its proof and reviewer (module payments). */
export const getBoDeposit = defineEndpoint({
  method: 'GET',
  path: `${apiPaths.boDeposits}/:id`,
  auth: endpointAuth.staff('cashier', 'finance'),
  tag: 'backoffice',
  summary: 'One deposit of the brand',
  params: paymentsIdParamsSchema,
  response: boDepositSchema,
});
