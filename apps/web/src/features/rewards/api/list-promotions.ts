import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  rewardPaths,
  type Language,
  type listPromotions,
  type PromotionList,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { useCurrentLanguage } from '../../../lib/language.ts';
import { promotionsQueryRoot } from './reward-keys.ts';

const listRoute = routeTo<typeof listPromotions>('GET', rewardPaths.promotions);

/** GET /lgw/promotions: the brand's promotions coming soon and open. */
export function fetchPromotions(lang: Language, signal?: AbortSignal): Promise<PromotionList> {
  return apiCall(listRoute, { query: { lang }, signal });
}

export function promotionsQueryOptions(lang: Language) {
  return queryOptions({
    queryKey: [...promotionsQueryRoot, lang],
    queryFn: ({ signal }) => fetchPromotions(lang, signal),
    staleTime: 60_000,
  });
}

export function usePromotions() {
  return useQuery(promotionsQueryOptions(useCurrentLanguage()));
}
