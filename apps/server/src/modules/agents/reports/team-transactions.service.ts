import { sql } from 'drizzle-orm';
import {
  formatMinorUnits,
  isAgentType,
  transactionTypes,
  type ReportRange,
  type TeamTransactionRow,
  type TeamTransactionsReport,
  type teamTransactionsQuerySchema,
} from '@lobby/contracts';
import type { z } from 'zod';
import type { Executor } from '../../../db/rows.ts';
import { AppError } from '../../../platform/app-error.ts';
import { localDateRange } from '../../../platform/local-dates.ts';
import type { Merchant } from '../../../platform/merchant-context.ts';
import type { TeamHistory, TeamHistoryQuery } from '../../wallet/index.ts';
import type { TeamStatsRepository } from '../stats/team-stats.repository.ts';
import type { TeamRepository } from '../team.repository.ts';
import { reportRange } from './report-period.ts';
import type { ReportAsker } from './team-reports.service.ts';

type Brand = Pick<
  Merchant,
  'id' | 'currencyCode' | 'currencyDecimals' | 'timeZone' | 'defaultLanguage'
>;
type Query = z.output<typeof teamTransactionsQuerySchema>;

export interface TeamTransactionsDeps {
  db: Executor;
  stats: Pick<TeamStatsRepository, 'isInTeam'>;
  team: Pick<TeamRepository, 'findInTeam'>;
  history: TeamHistory;
  clock?: () => Date;
}

/** The most rows one CSV export holds. */
const csvRowLimit = 100_000;

/**
 * Team transactions (agentDownlineTransactionDetailsCopy): the wallet's member history over
 * every account below the agent (or below one of its sub-agents), read through the closure
 * table in one subquery; the rows, kinds and labels are the member history's own.
 */
export function createTeamTransactions(deps: TeamTransactionsDeps) {
  const clock = deps.clock ?? (() => new Date());

  async function historyQuery(
    merchant: Brand,
    asker: ReportAsker,
    query: Query,
    page: { offset: number; limit: number },
  ): Promise<{ history?: TeamHistoryQuery; range: ReportRange }> {
    if (!isAgentType(asker.type)) throw new AppError('not_an_agent');
    const rootId = query.agentId ?? asker.id;
    if (rootId !== asker.id && !(await deps.stats.isInTeam(merchant.id, asker.id, rootId))) {
      throw new AppError('not_in_your_team');
    }
    const now = clock();
    const range = reportRange(query, merchant.timeZone, now);
    let members: TeamHistoryQuery['members'] = sql`select t.descendant_id from agent_tree t
      where t.ancestor_id = ${rootId} and t.depth >= 1 and t.merchant_id = ${merchant.id}`;
    if (query.account) {
      // an account outside the team finds nothing, exactly like an unknown name
      const found = await deps.team.findInTeam(deps.db, merchant.id, rootId, query.account);
      if (!found) return { range };
      members = found.id;
    }
    return {
      range,
      history: {
        merchantId: merchant.id,
        members,
        types: new Set(query.type ? [query.type] : transactionTypes),
        range: localDateRange(range, merchant.timeZone, now),
        lang: merchant.defaultLanguage,
        order: { by: query.sort, direction: query.order },
        ...page,
      },
    };
  }

  async function rowsOf(
    merchant: Brand,
    asker: ReportAsker,
    query: Query,
    page: { offset: number; limit: number },
  ) {
    const { history, range } = await historyQuery(merchant, asker, query, page);
    const found = history ? await deps.history.find(history) : { rows: [], total: 0 };
    const rows: TeamTransactionRow[] = found.rows.map((row) => ({
      id: row.id,
      account: row.account,
      type: row.type,
      detail: row.detail,
      amount: formatMinorUnits(row.amount, merchant.currencyDecimals),
      status: row.status,
      orderNo: row.orderNo,
      note: row.note,
      createdAt: row.createdAt.toISOString(),
    }));
    return { rows, total: found.total, range };
  }

  return {
    async page(merchant: Brand, asker: ReportAsker, query: Query): Promise<TeamTransactionsReport> {
      const { rows, total, range } = await rowsOf(merchant, asker, query, {
        offset: (query.pageNo - 1) * query.pageSize,
        limit: query.pageSize,
      });
      return {
        content: rows,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalPages: Math.ceil(total / query.pageSize),
        totalElements: total,
        range,
        unit: merchant.currencyCode,
      };
    },

    /** Every matching row (up to 100,000) for the CSV export. */
    async all(merchant: Brand, asker: ReportAsker, query: Query): Promise<TeamTransactionRow[]> {
      return (await rowsOf(merchant, asker, query, { offset: 0, limit: csvRowLimit })).rows;
    },
  };
}
export type TeamTransactions = ReturnType<typeof createTeamTransactions>;
