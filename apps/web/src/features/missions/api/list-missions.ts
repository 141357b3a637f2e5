import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  missionPaths,
  type Language,
  type MemberMissions,
  type listMemberMissions,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { useCurrentLanguage } from '../../../lib/language.ts';
import { missionsQueryRoot } from './mission-keys.ts';

const listRoute = routeTo<typeof listMemberMissions>('GET', missionPaths.missions);

/** GET /wps/member/missions (token): the current periods' missions with the member's progress. */
export function fetchMissions(lang: Language, signal?: AbortSignal): Promise<MemberMissions> {
  return apiCall(listRoute, { query: { lang }, signal });
}

export function missionsQueryOptions(lang: Language) {
  return queryOptions({
    queryKey: [...missionsQueryRoot, 'list', lang],
    queryFn: ({ signal }) => fetchMissions(lang, signal),
    staleTime: 15_000,
  });
}

export function useMissions() {
  return useQuery(missionsQueryOptions(useCurrentLanguage()));
}
