import {
  apiPaths,
  type AddBankAccountRequest,
  type BankAccount,
  type addBankAccount as addBankAccountEndpoint,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';

const addBankAccountRoute = routeTo<typeof addBankAccountEndpoint>('POST', apiPaths.bankAccounts);

/** POST /wps/member/bankAccounts (token): adds an account in the member's real name. */
export function addBankAccount(body: AddBankAccountRequest): Promise<BankAccount> {
  return apiCall(addBankAccountRoute, { body });
}
