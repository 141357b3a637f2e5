import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type GetNoticesResponse, type Language } from '@lobby/contracts';
import { apiGet } from '../../../lib/api-client.ts';
import { languageDependentMeta } from '../../../lib/language.ts';

/**
 * §7.3 notice call. The home marquee asks for the same list with the same key, so the popup
 * opened from it reads the cached answer.
 */
export function fetchNotices(lang: Language, signal?: AbortSignal): Promise<GetNoticesResponse> {
  return apiGet<GetNoticesResponse>(
    apiPaths.contentNotices,
    { types: 'B,PL,PU,PR', platform: 'W', lang },
    signal,
  );
}

export function noticesQueryOptions(lang: Language) {
  return queryOptions({
    queryKey: ['content', 'notices', lang],
    queryFn: ({ signal }) => fetchNotices(lang, signal),
    meta: languageDependentMeta,
  });
}

export function useNotices(lang: Language) {
  return useQuery(noticesQueryOptions(lang));
}
