/**
 * The public face of `wallet`: the balance, its visibility, bank accounts and withdrawal
 * settings, which the header and the security centre show too. Other features import only
 * this file.
 */
export { useBalance } from './api/get-balance.ts';
export { bankAccountsQueryOptions, useBankAccounts } from './api/get-bank-accounts.ts';
export {
  useWithdrawalSettings,
  withdrawalSettingsQueryOptions,
} from './api/get-withdrawal-settings.ts';
export { hiddenAmountText, setBalanceHidden, useBalanceHidden } from './balance-visibility.ts';
export { imageTypeOf, proofImageProblem, uploadFile } from './api/upload-file.ts';
