import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getTeamTransactions,
  getTeamTransactionsCsv,
  type TeamTransactionRow,
} from '@lobby/contracts';
import type { RequireMember } from '../../../platform/member-guard.ts';
import { createRouteKit } from '../../../platform/route-kit.ts';
import { toCsv, type CsvColumn } from './csv-text.ts';
import type { TeamTransactions } from './team-transactions.service.ts';

export interface TeamTransactionsRoutesDeps {
  requireMember: RequireMember;
  teamTransactions: TeamTransactions;
}

const field = <K extends keyof TeamTransactionRow>(key: K): CsvColumn<TeamTransactionRow> => ({
  header: key,
  cell: (row) => row[key] ?? '',
});

/** The CSV's columns: the JSON field names (the web translates headers). */
export const teamTransactionColumns = (
  ['createdAt', 'account', 'type', 'detail', 'amount', 'status', 'orderNo', 'note'] as const
).map(field);

/** Team transactions and their CSV; agents only, over their own subtree. */
export const teamTransactionsRoutes: FastifyPluginAsyncZod<TeamTransactionsRoutesDeps> = async (
  app,
  deps,
) => {
  const { teamTransactions } = deps;
  const { route, rawRoute } = createRouteKit(app, deps);

  route(getTeamTransactions, { rate: 'read' }, (request) =>
    teamTransactions.page(request.merchant, request.member, request.query),
  );
  rawRoute(getTeamTransactionsCsv, { rate: 'read' }, async (request, reply) => {
    const rows = await teamTransactions.all(request.merchant, request.member, request.query);
    const { from, to } = request.query;
    const stamp = from && to ? `${from}_${to}` : request.query.period;
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="team-transactions-${stamp}.csv"`)
      .send(toCsv(teamTransactionColumns, rows));
  });
};
