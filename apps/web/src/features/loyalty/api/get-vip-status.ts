import { queryOptions, useQuery } from '@tanstack/react-query';
import { loyaltyPaths, type Language, type getVipStatus } from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { loyaltyQueryRoot } from './loyalty-keys.ts';

const vipRoute = routeTo<typeof getVipStatus>('GET', loyaltyPaths.vip);

/** GET /wps/member/vip (token): level, this month's VIP points, the benefits table. */
export function vipStatusQueryOptions(lang: Language) {
  return queryOptions({
    queryKey: [...loyaltyQueryRoot, 'vip', lang],
    queryFn: ({ signal }) => apiCall(vipRoute, { query: { lang }, signal }),
  });
}

export function useVipStatus(lang: Language) {
  return useQuery(vipStatusQueryOptions(lang));
}
