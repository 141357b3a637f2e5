import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client.ts';
import type { RequireMember } from '../../../platform/member-guard.ts';
import { createTeamStatsRepository } from '../stats/team-stats.repository.ts';
import { activeMemberRule } from './active-member-rule.ts';
import { teamReportsRoutes } from './team-reports.routes.ts';
import { createTeamReports } from './team-reports.service.ts';

export interface TeamReportsModuleDeps {
  db: Db;
  requireMember: RequireMember;
}

/** Team overview, team betting and user profit and loss, with their CSV exports. */
export const teamReportsModule: FastifyPluginAsyncZod<TeamReportsModuleDeps> = async (
  app,
  deps,
) => {
  const teamReports = createTeamReports({
    repository: createTeamStatsRepository(deps.db),
    activeRule: activeMemberRule,
  });
  await app.register(teamReportsRoutes, { requireMember: deps.requireMember, teamReports });
};
