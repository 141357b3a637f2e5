import { useQuery } from '@tanstack/react-query';
import { agentReportPaths, type TeamMembersReport, type getTeamProfitLoss } from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { teamReportQueryOptions, type TeamReportParams } from './team-report-query.ts';

const getTeamProfitLossRoute = routeTo<typeof getTeamProfitLoss>(
  'GET',
  agentReportPaths.profitLoss,
);

/** GET /wps/agent/reports/profit-loss (palStatementsAgentCopy): each downline's result. */
export function fetchTeamProfitLoss(
  params: TeamReportParams,
  signal?: AbortSignal,
): Promise<TeamMembersReport> {
  return apiCall(getTeamProfitLossRoute, { query: { ...params }, signal });
}

export function useTeamProfitLoss(params: TeamReportParams, enabled = true) {
  return useQuery({
    ...teamReportQueryOptions('profitLoss', params, fetchTeamProfitLoss),
    enabled,
  });
}
