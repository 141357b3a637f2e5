import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  agentReportPaths,
  type TeamOverview,
  type TeamOverviewQuery,
  type getTeamOverview,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { agentQueryRoot } from './agent-query-keys.ts';

const getTeamOverviewRoute = routeTo<typeof getTeamOverview>('GET', agentReportPaths.overview);

export type TeamOverviewParams = Partial<TeamOverviewQuery>;

/** GET /wps/agent/reports/overview: team size, new and active members, the team's figures. */
export function fetchTeamOverview(
  params: TeamOverviewParams,
  signal?: AbortSignal,
): Promise<TeamOverview> {
  return apiCall(getTeamOverviewRoute, { query: { ...params }, signal });
}

export function teamOverviewQueryOptions(params: TeamOverviewParams) {
  return queryOptions({
    queryKey: [...agentQueryRoot, 'overview', params],
    queryFn: ({ signal }) => fetchTeamOverview(params, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

export function useTeamOverview(params: TeamOverviewParams) {
  return useQuery(teamOverviewQueryOptions(params));
}
