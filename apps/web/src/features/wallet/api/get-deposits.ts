import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type DepositList, type listDeposits } from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { walletQueryRoot } from '../../session/index.ts';

const listDepositsRoute = routeTo<typeof listDeposits>('GET', apiPaths.deposits);

/** How many recent deposits the deposit page lists. */
export const recentDepositsPageSize = 10;

/** GET /wps/payments/deposits (token): the member's deposits, newest first. */
export function fetchDeposits(pageNo: number, signal?: AbortSignal): Promise<DepositList> {
  return apiCall(listDepositsRoute, {
    query: { pageNo, pageSize: recentDepositsPageSize },
    signal,
  });
}

/** Under the wallet root: a balance event (a deposit credited) refreshes the statuses. */
export function depositsQueryOptions(pageNo = 1) {
  return queryOptions({
    queryKey: [...walletQueryRoot, 'deposits', pageNo],
    queryFn: ({ signal }) => fetchDeposits(pageNo, signal),
    staleTime: 30_000,
  });
}

export function useDeposits(enabled: boolean, pageNo = 1) {
  return useQuery({ ...depositsQueryOptions(pageNo), enabled });
}
