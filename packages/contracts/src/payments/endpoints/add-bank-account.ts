import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { addBankAccountRequestSchema, bankAccountSchema } from '../withdrawals.ts';

/** Security centre: a bank account in the member’s real name, for withdrawals. */
export const addBankAccount = defineEndpoint({
  method: 'POST',
  path: apiPaths.bankAccounts,
  auth: endpointAuth.member,
  tag: 'payments',
  summary: 'Add a bank account in the member’s real name (payment password)',
  body: addBankAccountRequestSchema,
  response: bankAccountSchema,
});
