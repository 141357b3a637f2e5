import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  missionPaths,
  type Language,
  type MemberLeaderboards,
  type listMemberLeaderboards,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { useCurrentLanguage } from '../../../lib/language.ts';
import { missionsQueryRoot } from './mission-keys.ts';

const listRoute = routeTo<typeof listMemberLeaderboards>('GET', missionPaths.leaderboards);

/** GET /wps/member/leaderboards (token): top lists, own rank, prizes, the last closed period. */
export function fetchLeaderboards(
  lang: Language,
  signal?: AbortSignal,
): Promise<MemberLeaderboards> {
  return apiCall(listRoute, { query: { lang }, signal });
}

export function leaderboardsQueryOptions(lang: Language) {
  return queryOptions({
    queryKey: [...missionsQueryRoot, 'leaderboards', lang],
    queryFn: ({ signal }) => fetchLeaderboards(lang, signal),
    staleTime: 15_000,
  });
}

export function useLeaderboards() {
  return useQuery(leaderboardsQueryOptions(useCurrentLanguage()));
}
