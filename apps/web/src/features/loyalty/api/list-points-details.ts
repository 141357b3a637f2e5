import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { loyaltyPaths, type listPointsDetails } from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { loyaltyQueryRoot } from './loyalty-keys.ts';

const detailsRoute = routeTo<typeof listPointsDetails>('GET', loyaltyPaths.pointsDetails);

/** GET /wps/member/points/details (token): the points history, a page at a time. */
export function pointsDetailsQueryOptions(pageNo: number) {
  return queryOptions({
    queryKey: [...loyaltyQueryRoot, 'details', pageNo],
    queryFn: ({ signal }) => apiCall(detailsRoute, { query: { pageNo, pageSize: 10 }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePointsDetails(pageNo: number) {
  return useQuery(pointsDetailsQueryOptions(pageNo));
}
