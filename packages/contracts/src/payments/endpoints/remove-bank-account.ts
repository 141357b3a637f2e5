import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { bankAccountRemovedSchema } from '../withdrawals.ts';
import { paymentsIdParamsSchema } from '../params.ts';

/** Security centre: the member removes one of their bank accounts. */
export const removeBankAccount = defineEndpoint({
  method: 'DELETE',
  path: `${apiPaths.bankAccounts}/:id`,
  auth: endpointAuth.member,
  tag: 'payments',
  summary: 'Remove one of the member’s bank accounts (not while a withdrawal to it is open)',
  params: paymentsIdParamsSchema,
  response: bankAccountRemovedSchema,
});
