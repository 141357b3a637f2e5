import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getAgentIncome,
  getAgentIncomeCsv,
  getSettlementRecords,
  getSettlementRecordsCsv,
} from '@lobby/contracts';
import type { RequireMember } from '../../../platform/member-guard.ts';
import { createRouteKit } from '../../../platform/route-kit.ts';
import { toCsv } from '../reports/csv-text.ts';
import { agentIncomeColumns, settlementItemColumns } from './settlement-csv.ts';
import type { SettlementReads } from './settlement-reads.service.ts';

export interface SettlementRoutesDeps {
  requireMember: RequireMember;
  reads: SettlementReads;
}

/** The agent centre's income and settlement records, with their CSV exports. */
export const settlementRoutes: FastifyPluginAsyncZod<SettlementRoutesDeps> = async (app, deps) => {
  const { reads } = deps;
  const { route, rawRoute } = createRouteKit(app, deps);
  const attachment = (
    name: string,
    range: { from?: string | undefined; to?: string | undefined; period: string },
  ) =>
    `attachment; filename="${name}-${range.from && range.to ? `${range.from}_${range.to}` : range.period}.csv"`;

  route(getSettlementRecords, { rate: 'read' }, (request) =>
    reads.records(request.merchant, request.member, request.query),
  );
  rawRoute(getSettlementRecordsCsv, { rate: 'read' }, async (request, reply) => {
    const rows = await reads.allRecords(request.merchant, request.member, request.query);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', attachment(request.query.kind, request.query))
      .send(toCsv(settlementItemColumns, rows));
  });
  route(getAgentIncome, { rate: 'read' }, (request) =>
    reads.income(request.merchant, request.member, request.query),
  );
  rawRoute(getAgentIncomeCsv, { rate: 'read' }, async (request, reply) => {
    const rows = await reads.allIncome(request.merchant, request.member, request.query);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', attachment('income', request.query))
      .send(toCsv(agentIncomeColumns, rows));
  });
};
