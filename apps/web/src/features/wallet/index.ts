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
/**
 * The image upload (png or jpg, checked again by the server), fetched when first needed: its
 * module reads the upload limits from the contracts, which would bring zod into the first load.
 */
export const loadImageUpload = () => import('./api/upload-file.ts');
