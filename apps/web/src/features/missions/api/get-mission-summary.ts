import { queryOptions, useQuery } from '@tanstack/react-query';
import { missionPaths, type MissionSummary, type getMissionSummary } from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { missionsQueryRoot } from './mission-keys.ts';

const summaryRoute = routeTo<typeof getMissionSummary>('GET', missionPaths.summary);

/** GET /wps/member/missions/summary (token): missions ready to claim (the badge, §2.5). */
export function fetchMissionSummary(signal?: AbortSignal): Promise<MissionSummary> {
  return apiCall(summaryRoute, { signal });
}

export function missionSummaryQueryOptions() {
  return queryOptions({
    queryKey: [...missionsQueryRoot, 'summary'],
    queryFn: ({ signal }) => fetchMissionSummary(signal),
    staleTime: 30_000,
  });
}

/** The badge count; idle when `enabled` is false (a trial account). */
export function useMissionSummary(enabled = true) {
  return useQuery({ ...missionSummaryQueryOptions(), enabled });
}
