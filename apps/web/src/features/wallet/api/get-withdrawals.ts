import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type WithdrawalList, type listWithdrawals } from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { walletQueryRoot } from '../../session/index.ts';

const listWithdrawalsRoute = routeTo<typeof listWithdrawals>('GET', apiPaths.withdrawals);

/** How many recent withdrawals the withdraw page lists. */
export const recentWithdrawalsPageSize = 10;

/** GET /wps/payments/withdrawals (token): the member's withdrawals, newest first. */
export function fetchWithdrawals(pageNo: number, signal?: AbortSignal): Promise<WithdrawalList> {
  return apiCall(listWithdrawalsRoute, {
    query: { pageNo, pageSize: recentWithdrawalsPageSize },
    signal,
  });
}

/** Under the wallet root: approval, payout and rejection all move money and refresh it. */
export function withdrawalsQueryOptions(pageNo = 1) {
  return queryOptions({
    queryKey: [...walletQueryRoot, 'withdrawals', pageNo],
    queryFn: ({ signal }) => fetchWithdrawals(pageNo, signal),
    staleTime: 30_000,
  });
}

export function useWithdrawals(enabled: boolean, pageNo = 1) {
  return useQuery({ ...withdrawalsQueryOptions(pageNo), enabled });
}
