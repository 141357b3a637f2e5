import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { bankAccountListSchema } from '../withdrawals.ts';

/** Security centre: the member’s bank accounts for withdrawals. */
export const listBankAccounts = defineEndpoint({
  method: 'GET',
  path: apiPaths.bankAccounts,
  auth: endpointAuth.member,
  tag: 'payments',
  summary: 'The member’s bank accounts for withdrawals (numbers masked)',
  response: bankAccountListSchema,
});
