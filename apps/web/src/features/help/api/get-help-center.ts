import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiPaths,
  type GetHelpCenterResponse,
  type Language,
  type getHelpCenter as getHelpCenterEndpoint,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { languageDependentMeta, useCurrentLanguage } from '../../../lib/language.ts';

const getHelpCenterRoute = routeTo<typeof getHelpCenterEndpoint>('GET', apiPaths.systemHelpCenter);

/** GET /wps/system/helpCenter: the help topics of one language, sorted. */
export async function getHelpCenter(
  lang: Language,
  signal?: AbortSignal,
): Promise<GetHelpCenterResponse> {
  const topics = await apiCall(getHelpCenterRoute, { query: { lang, device: 'WEB' }, signal });
  return [...topics].sort((a, b) => a.sort - b.sort);
}

export const helpCenterQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: ['system', 'helpCenter', lang],
    queryFn: ({ signal }) => getHelpCenter(lang, signal),
    meta: languageDependentMeta,
    staleTime: 10 * 60_000,
  });

/** The help topics in the current language (footer links, help centre). */
export function useHelpCenter() {
  return useQuery(helpCenterQueryOptions(useCurrentLanguage()));
}
