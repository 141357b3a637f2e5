import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { loyaltyPaths, type Language, type listRedemptions } from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { loyaltyQueryRoot } from './loyalty-keys.ts';

const redemptionsRoute = routeTo<typeof listRedemptions>('GET', loyaltyPaths.redemptions);

/** GET /wps/member/points/redemptions (token): the redeem history, newest first. */
export function redemptionsQueryOptions(lang: Language, pageNo: number) {
  return queryOptions({
    queryKey: [...loyaltyQueryRoot, 'redemptions', lang, pageNo],
    queryFn: ({ signal }) =>
      apiCall(redemptionsRoute, { query: { lang, pageNo, pageSize: 10 }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRedemptions(lang: Language, pageNo: number) {
  return useQuery(redemptionsQueryOptions(lang, pageNo));
}
