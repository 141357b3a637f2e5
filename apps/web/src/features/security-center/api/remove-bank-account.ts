import { apiPaths, type removeBankAccount as removeBankAccountEndpoint } from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';

const removeBankAccountRoute = routeTo<typeof removeBankAccountEndpoint>(
  'DELETE',
  `${apiPaths.bankAccounts}/:id`,
);

/** DELETE /wps/member/bankAccounts/:id (token): the account is no longer offered. */
export async function removeBankAccount(id: number): Promise<void> {
  await apiCall(removeBankAccountRoute, { params: { id } });
}
