import { queryOptions, useQuery } from '@tanstack/react-query';
import { loyaltyPaths, type getPointsSummary } from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { loyaltyQueryRoot } from './loyalty-keys.ts';

const summaryRoute = routeTo<typeof getPointsSummary>('GET', loyaltyPaths.points);

/** GET /wps/member/points (token): the points balance, ratio and expiry. */
export function pointsSummaryQueryOptions() {
  return queryOptions({
    queryKey: [...loyaltyQueryRoot, 'points'],
    queryFn: ({ signal }) => apiCall(summaryRoute, { signal }),
  });
}

export function usePointsSummary() {
  return useQuery(pointsSummaryQueryOptions());
}
