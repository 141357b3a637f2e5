import { useQuery } from '@tanstack/react-query';
import { agentReportPaths, type TeamMembersReport, type getTeamBetting } from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { teamReportQueryOptions, type TeamReportParams } from './team-report-query.ts';

const getTeamBettingRoute = routeTo<typeof getTeamBetting>('GET', agentReportPaths.betting);

/** GET /wps/agent/reports/betting (personalHistoryCopy): each downline's bets in a period. */
export function fetchTeamBetting(
  params: TeamReportParams,
  signal?: AbortSignal,
): Promise<TeamMembersReport> {
  return apiCall(getTeamBettingRoute, { query: { ...params }, signal });
}

export function useTeamBetting(params: TeamReportParams, enabled = true) {
  return useQuery({ ...teamReportQueryOptions('betting', params, fetchTeamBetting), enabled });
}
