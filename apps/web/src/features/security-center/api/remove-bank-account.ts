import { apiPaths } from '@lobby/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** DELETE /wps/member/bankAccounts/:id (token): the account is no longer offered. */
export async function removeBankAccount(id: number): Promise<void> {
  await apiRequest<unknown>('DELETE', `${apiPaths.bankAccounts}/${id}`);
}
