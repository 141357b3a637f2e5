import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type Consolidated, type getConsolidatedFunds } from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { consolidatedQueryKey } from '../../session/index.ts';

const getConsolidatedRoute = routeTo<typeof getConsolidatedFunds>('GET', apiPaths.consolidated);

/** GET /wps/member/info/funds/consolidated (§7.2 getConsolidated): wallets and contract info. */
export function fetchConsolidated(signal?: AbortSignal): Promise<Consolidated> {
  return apiCall(getConsolidatedRoute, { signal });
}

/** Keyed under the session (a login or logout starts over); the live channel refreshes it. */
export { consolidatedQueryKey };

export function consolidatedQueryOptions() {
  return queryOptions({
    queryKey: consolidatedQueryKey,
    queryFn: ({ signal }) => fetchConsolidated(signal),
    staleTime: 60_000,
  });
}

/** The consolidated info of the logged-in account; idle when `enabled` is false. */
export function useConsolidated(enabled: boolean) {
  return useQuery({ ...consolidatedQueryOptions(), enabled });
}
