import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiPaths,
  type getMerchantWallets,
  type Language,
  type MerchantWallet,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { walletQueryRoot } from '../../session/index.ts';
import { useCurrentLanguage } from '../../../lib/language.ts';

const getMerchantWalletsRoute = routeTo<typeof getMerchantWallets>('GET', apiPaths.merchantWallet);

/**
 * GET /wps/relay/GCS_merchantWallet (token): main and each transfer-mode vendor wallet, the
 * vendors named in `lang`.
 */
export function fetchMerchantWallet(lang: Language, signal?: AbortSignal): Promise<MerchantWallet> {
  return apiCall(getMerchantWalletsRoute, { query: { lang }, signal });
}

/** Under the wallet root: a balance change (a transfer, the live channel) refetches it. */
export function merchantWalletQueryOptions(lang: Language) {
  return queryOptions({
    queryKey: [...walletQueryRoot, 'merchant-wallet', lang],
    queryFn: ({ signal }) => fetchMerchantWallet(lang, signal),
    staleTime: 10_000,
    // a language change renames the vendors; the form stays while the new names load
    placeholderData: keepPreviousData,
  });
}

/** The wallets and their balances; idle when `enabled` is false (a trial account). */
export function useMerchantWallet(enabled: boolean) {
  const language = useCurrentLanguage();
  return useQuery({ ...merchantWalletQueryOptions(language), enabled });
}
