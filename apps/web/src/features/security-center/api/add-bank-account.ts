import { apiPaths, type AddBankAccountRequest, type BankAccount } from '@lobby/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /wps/member/bankAccounts (token): adds an account in the member's real name. */
export function addBankAccount(body: AddBankAccountRequest): Promise<BankAccount> {
  return apiRequest<BankAccount>('POST', apiPaths.bankAccounts, { body });
}
