import {
  type AddBankAccountRequest,
  type BankAccount,
  addBankAccount as addBankAccountEndpoint,
} from '@lobby/contracts';
import { apiCall } from '../../../lib/api-client.ts';

/** POST /wps/member/bankAccounts (token): adds an account in the member's real name. */
export function addBankAccount(body: AddBankAccountRequest): Promise<BankAccount> {
  return apiCall(addBankAccountEndpoint, { body });
}
