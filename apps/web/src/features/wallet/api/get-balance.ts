import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type getBalance, type Balance } from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { useSessionState, walletQueryRoot } from '../../session/index.ts';

const getBalanceRoute = routeTo<typeof getBalance>('GET', apiPaths.walletBalance);

/** GET /wps/v2/wallets/balance (token): main balance, currency symbol, points (§3 Balance). */
export function fetchBalance(signal?: AbortSignal): Promise<Balance> {
  return apiCall(getBalanceRoute, { signal });
}

/**
 * Keyed under the wallet root: a `balance_changed` event refetches it. Stale after 30 s, so
 * a tab whose live channel is down still catches up when a page mounts it again.
 */
export function balanceQueryOptions() {
  return queryOptions({
    queryKey: [...walletQueryRoot, 'balance'],
    queryFn: ({ signal }) => fetchBalance(signal),
    staleTime: 30_000,
  });
}

/** The logged-in member's balance (a trial account's play money too); idle when logged out. */
export function useBalance() {
  const { isLogin, token } = useSessionState();
  return useQuery({ ...balanceQueryOptions(), enabled: isLogin && token !== null });
}
