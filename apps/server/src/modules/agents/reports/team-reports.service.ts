import {
  formatMinorUnits,
  isAgentType,
  type ReportRange,
  type TeamFigures,
  type TeamMemberRow,
  type TeamMembersQuery,
  type TeamMembersReport,
  type TeamOverview,
  type TeamOverviewQuery,
} from '@lobby/contracts';
import { AppError } from '../../../platform/app-error.ts';
import { localDateRange } from '../../../platform/local-dates.ts';
import type { Merchant } from '../../../platform/merchant-context.ts';
import type {
  StatFigures,
  TeamScope,
  TeamStatsRepository,
} from '../stats/team-stats.repository.ts';
import type { ActiveMemberRule } from './active-member-rule.ts';
import { reportRange } from './report-period.ts';

type Brand = Pick<Merchant, 'id' | 'currencyCode' | 'currencyDecimals' | 'timeZone'>;
/** Who asks: an agent account of the brand. */
export interface ReportAsker {
  id: number;
  type: number;
}

/** The most rows one CSV export holds (a whole team of this size fits). */
export const csvRowLimit = 100_000;

/** Team overview, team betting and user profit and loss, over the member aggregates. */
export function createTeamReports(deps: {
  repository: TeamStatsRepository;
  activeRule: ActiveMemberRule;
  clock?: () => Date;
}) {
  const { repository, activeRule } = deps;
  const clock = deps.clock ?? (() => new Date());

  /** The team a report covers: the caller's own, or a sub-agent's below it; else refused. */
  async function scopeOf(
    merchant: Brand,
    asker: ReportAsker,
    query: TeamOverviewQuery,
  ): Promise<{ scope: TeamScope; range: ReportRange }> {
    if (!isAgentType(asker.type)) throw new AppError('not_an_agent');
    const rootId = query.agentId ?? asker.id;
    if (rootId !== asker.id && !(await repository.isInTeam(merchant.id, asker.id, rootId))) {
      throw new AppError('not_in_your_team');
    }
    const range = reportRange(query, merchant.timeZone, clock());
    return { scope: { merchantId: merchant.id, rootId, from: range.from, to: range.to }, range };
  }

  const money = (merchant: Brand, minor: bigint) =>
    formatMinorUnits(minor, merchant.currencyDecimals);
  const figuresIn = (merchant: Brand, sums: StatFigures): TeamFigures => ({
    betCount: sums.betCount,
    betAmount: money(merchant, sums.betAmount),
    validBet: money(merchant, sums.validBet),
    payout: money(merchant, sums.payout),
    profitLoss: money(merchant, sums.payout - sums.betAmount),
    depositCount: sums.depositCount,
    depositAmount: money(merchant, sums.depositAmount),
    withdrawalCount: sums.withdrawalCount,
    withdrawalAmount: money(merchant, sums.withdrawalAmount),
  });

  async function memberPage(
    merchant: Brand,
    asker: ReportAsker,
    query: TeamMembersQuery,
    page: { offset: number; limit: number },
  ) {
    const { scope, range } = await scopeOf(merchant, asker, query);
    const found = await repository.findMembers(scope, {
      ...(query.account ? { account: query.account } : {}),
      sort: query.sort,
      descending: query.order === 'desc',
      ...page,
    });
    const rows: TeamMemberRow[] = found.rows.map((row) => ({
      memberId: row.memberId,
      account: row.account,
      depth: row.depth,
      isAgent: isAgentType(row.type),
      ...figuresIn(merchant, row),
    }));
    return { range, rows, total: found.total, totals: figuresIn(merchant, found.totals) };
  }

  return {
    /** Team size, new and active members and the team's figures over the period. */
    async overview(
      merchant: Brand,
      asker: ReportAsker,
      query: TeamOverviewQuery,
    ): Promise<TeamOverview> {
      const { scope, range } = await scopeOf(merchant, asker, query);
      const joined = localDateRange(range, merchant.timeZone, clock());
      const [counts, sums] = await Promise.all([
        repository.countTeam(scope, joined),
        repository.sumTeam(scope, activeRule),
      ]);
      return {
        range,
        unit: merchant.currencyCode,
        ...counts,
        activeMembers: sums.activeMembers,
        activeRule: {
          minDeposit: money(merchant, activeRule.minDepositMinor),
          minValidBet: money(merchant, activeRule.minValidBetMinor),
        },
        figures: figuresIn(merchant, sums.figures),
      };
    },

    /** One page of downlines with activity in the period, with totals over all of them. */
    async members(
      merchant: Brand,
      asker: ReportAsker,
      query: TeamMembersQuery,
    ): Promise<TeamMembersReport> {
      const page = await memberPage(merchant, asker, query, {
        offset: (query.pageNo - 1) * query.pageSize,
        limit: query.pageSize,
      });
      return {
        content: page.rows,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalPages: Math.ceil(page.total / query.pageSize),
        totalElements: page.total,
        range: page.range,
        unit: merchant.currencyCode,
        totals: page.totals,
      };
    },

    /** Every matching downline (the same filters and order, no paging), for a CSV export. */
    async allMembers(
      merchant: Brand,
      asker: ReportAsker,
      query: TeamMembersQuery,
    ): Promise<TeamMemberRow[]> {
      const page = await memberPage(merchant, asker, query, { offset: 0, limit: csvRowLimit });
      return page.rows;
    },
  };
}
export type TeamReports = ReturnType<typeof createTeamReports>;
