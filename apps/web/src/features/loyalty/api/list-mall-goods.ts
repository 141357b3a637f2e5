import { queryOptions, useQuery } from '@tanstack/react-query';
import { loyaltyPaths, type Language, type listMallGoods } from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { loyaltyQueryRoot } from './loyalty-keys.ts';

const goodsRoute = routeTo<typeof listMallGoods>('GET', loyaltyPaths.mallGoods);

/** GET /wps/mall/goods (token): the goods of the points mall in the visitor's language. */
export function mallGoodsQueryOptions(lang: Language) {
  return queryOptions({
    queryKey: [...loyaltyQueryRoot, 'goods', lang],
    queryFn: ({ signal }) => apiCall(goodsRoute, { query: { lang }, signal }),
  });
}

export function useMallGoods(lang: Language) {
  return useQuery(mallGoodsQueryOptions(lang));
}
