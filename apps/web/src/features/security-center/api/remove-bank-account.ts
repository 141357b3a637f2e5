import { removeBankAccount as removeBankAccountEndpoint } from '@lobby/contracts';
import { apiCall } from '../../../lib/api-client.ts';

/** DELETE /wps/member/bankAccounts/:id (token): the account is no longer offered. */
export async function removeBankAccount(id: number): Promise<void> {
  await apiCall(removeBankAccountEndpoint, { params: { id } });
}
