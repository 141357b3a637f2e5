import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiPaths,
  type GetNoticesResponse,
  type Language,
  type getNotices,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { languageDependentMeta } from '../../../lib/language.ts';

const getNoticesRoute = routeTo<typeof getNotices>('GET', apiPaths.contentNotices);

/**
 * §7.3 notice call, shared by the home marquee and the notice popup (features/announcements):
 * one key and one set of parameters, so the popup opened from the marquee reads its cached answer.
 */
export function fetchNotices(lang: Language, signal?: AbortSignal): Promise<GetNoticesResponse> {
  return apiCall(getNoticesRoute, { query: { types: 'B,PL,PU,PR', platform: 'W', lang }, signal });
}

/** The notice list's query: key `['content', 'notices', lang]`. */
export function noticesQueryOptions(lang: Language) {
  return queryOptions({
    queryKey: ['content', 'notices', lang],
    queryFn: ({ signal }) => fetchNotices(lang, signal),
    meta: languageDependentMeta,
  });
}

/** The notices in `lang`. */
export function useNotices(lang: Language) {
  return useQuery(noticesQueryOptions(lang));
}
