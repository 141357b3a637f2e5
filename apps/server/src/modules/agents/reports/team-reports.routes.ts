import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getTeamBetting,
  getTeamBettingCsv,
  getTeamOverview,
  getTeamProfitLoss,
  getTeamProfitLossCsv,
  type TeamMemberRow,
} from '@lobby/contracts';
import type { RequireMember } from '../../../platform/member-guard.ts';
import { createRouteKit } from '../../../platform/route-kit.ts';
import { toCsv, type CsvColumn } from './csv-text.ts';
import { teamBettingColumns, teamProfitLossColumns } from './team-report-csv.ts';
import type { TeamReports } from './team-reports.service.ts';

export interface TeamReportsRoutesDeps {
  requireMember: RequireMember;
  teamReports: TeamReports;
}

/**
 * The agent centre's team reports. Agent accounts only (a member gets not_an_agent), and only
 * over the caller's own subtree (another team gets not_in_your_team).
 */
export const teamReportsRoutes: FastifyPluginAsyncZod<TeamReportsRoutesDeps> = async (
  app,
  deps,
) => {
  const { teamReports } = deps;
  const { route, rawRoute } = createRouteKit(app, deps);

  route(getTeamOverview, { rate: 'read' }, (request) =>
    teamReports.overview(request.merchant, request.member, request.query),
  );
  route(getTeamBetting, { rate: 'read' }, (request) =>
    teamReports.members(request.merchant, request.member, request.query),
  );
  route(getTeamProfitLoss, { rate: 'read' }, (request) =>
    teamReports.members(request.merchant, request.member, request.query),
  );

  function csvRoute(
    endpoint: typeof getTeamBettingCsv | typeof getTeamProfitLossCsv,
    columns: readonly CsvColumn<TeamMemberRow>[],
    name: string,
  ): void {
    rawRoute(endpoint, { rate: 'read' }, async (request, reply) => {
      const rows = await teamReports.allMembers(request.merchant, request.member, request.query);
      const { from, to } = request.query;
      const stamp = from && to ? `${from}_${to}` : request.query.period;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}-${stamp}.csv"`)
        .send(toCsv(columns, rows));
    });
  }
  csvRoute(getTeamBettingCsv, teamBettingColumns, 'team-betting');
  csvRoute(getTeamProfitLossCsv, teamProfitLossColumns, 'profit-loss');
};
