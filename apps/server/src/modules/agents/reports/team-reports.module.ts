import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client.ts';
import type { RequireMember } from '../../../platform/member-guard.ts';
import { createTeamHistory } from '../../wallet/index.ts';
import { createTeamStatsRepository } from '../stats/team-stats.repository.ts';
import { createTeamRepository } from '../team.repository.ts';
import { activeMemberRule } from './active-member-rule.ts';
import { teamReportsRoutes } from './team-reports.routes.ts';
import { createTeamReports } from './team-reports.service.ts';
import { teamTransactionsRoutes } from './team-transactions.routes.ts';
import { createTeamTransactions } from './team-transactions.service.ts';

export interface TeamReportsModuleDeps {
  db: Db;
  requireMember: RequireMember;
}

/** Team overview, team betting, user profit and loss and team transactions, with CSV. */
export const teamReportsModule: FastifyPluginAsyncZod<TeamReportsModuleDeps> = async (
  app,
  deps,
) => {
  const stats = createTeamStatsRepository(deps.db);
  const teamReports = createTeamReports({
    repository: stats,
    activeRule: activeMemberRule,
  });
  await app.register(teamReportsRoutes, { requireMember: deps.requireMember, teamReports });
  const teamTransactions = createTeamTransactions({
    db: deps.db,
    stats,
    team: createTeamRepository(),
    history: createTeamHistory(deps.db),
  });
  await app.register(teamTransactionsRoutes, {
    requireMember: deps.requireMember,
    teamTransactions,
  });
};
