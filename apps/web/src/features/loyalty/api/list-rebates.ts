import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { loyaltyPaths, type listRebates } from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { loyaltyQueryRoot } from './loyalty-keys.ts';

const rebatesRoute = routeTo<typeof listRebates>('GET', loyaltyPaths.rebates);

/** GET /wps/member/rebates (token): claimable rebates first, then the history. */
export function rebatesQueryOptions(pageNo: number) {
  return queryOptions({
    queryKey: [...loyaltyQueryRoot, 'rebates', pageNo],
    queryFn: ({ signal }) => apiCall(rebatesRoute, { query: { pageNo, pageSize: 10 }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRebates(pageNo: number) {
  return useQuery(rebatesQueryOptions(pageNo));
}
