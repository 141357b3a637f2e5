import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiPaths,
  type BannerGroup,
  type GetBannersResponse,
  type Language,
  type getBanners as getBannersEndpoint,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { languageDependentMeta, useCurrentLanguage } from '../../../lib/language.ts';

const getBannersRoute = routeTo<typeof getBannersEndpoint>('GET', apiPaths.contentBanners);

/** GET /wps/content/banners: one banner group in display order. */
export async function getBanners(
  groupName: BannerGroup,
  lang: Language,
  signal?: AbortSignal,
): Promise<GetBannersResponse> {
  const banners = await apiCall(getBannersRoute, { query: { groupName, lang }, signal });
  return [...banners].sort((a, b) => a.sort - b.sort);
}

export const bannersQueryOptions = (groupName: BannerGroup, lang: Language) =>
  queryOptions({
    queryKey: ['content', 'banners', groupName, lang],
    queryFn: ({ signal }) => getBanners(groupName, lang, signal),
    meta: languageDependentMeta,
    staleTime: 5 * 60_000,
  });

/** A banner group in the current language (w_home, w_hotgames, w_leftmenu, w_login, …). */
export function useBanners(groupName: BannerGroup) {
  return useQuery(bannersQueryOptions(groupName, useCurrentLanguage()));
}
