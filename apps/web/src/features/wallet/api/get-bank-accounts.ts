import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type BankAccount, type listBankAccounts } from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { useSessionState, sessionQueryRoot } from '../../session/index.ts';

const listBankAccountsRoute = routeTo<typeof listBankAccounts>('GET', apiPaths.bankAccounts);

/** GET /wps/member/bankAccounts (token): the member's accounts, masked, the default first. */
export function fetchBankAccounts(signal?: AbortSignal): Promise<BankAccount[]> {
  return apiCall(listBankAccountsRoute, { signal });
}

/** Shared by the security centre (add, remove) and the withdraw page (choose one). */
export function bankAccountsQueryOptions() {
  return queryOptions({
    queryKey: [...sessionQueryRoot, 'bank-accounts'],
    queryFn: ({ signal }) => fetchBankAccounts(signal),
    staleTime: 60_000,
  });
}

/** The member's bank accounts; idle for a guest and for a trial account, which has none. */
export function useBankAccounts() {
  const { isLogin, isTrial } = useSessionState();
  return useQuery({ ...bankAccountsQueryOptions(), enabled: isLogin && !isTrial });
}
