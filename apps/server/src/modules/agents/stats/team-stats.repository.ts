import { sql, type SQL } from 'drizzle-orm';
import type { TeamMemberSort } from '@lobby/contracts';
import type { Executor } from '../../../db/rows.ts';
import { rowsOf, toBigInt } from '../../../db/rows.ts';
import type { InstantRange } from '../../../platform/local-dates.ts';
import { statBuckets, type StatBucket } from './stat-buckets.ts';

/** Whose team, over which local days: the aggregates are keyed by the brand's local day. */
export interface TeamScope {
  merchantId: number;
  /** The agent whose downlines (any depth, itself excluded) the report covers. */
  rootId: number;
  /** yyyy-mm-dd, inclusive. */
  from: string;
  to: string;
}

/** A member's (or a team's) sums over a range, minor units. */
export interface StatFigures {
  betCount: number;
  betAmount: bigint;
  validBet: bigint;
  payout: bigint;
  depositCount: number;
  depositAmount: bigint;
  withdrawalCount: number;
  withdrawalAmount: bigint;
}

export interface MemberStatRow extends StatFigures {
  memberId: number;
  account: string;
  depth: number;
  type: number;
}

interface FigureRecord {
  bet_count: unknown;
  bet_amount: unknown;
  valid_bet: unknown;
  payout: unknown;
  deposit_count: unknown;
  deposit_amount: unknown;
  withdrawal_count: unknown;
  withdrawal_amount: unknown;
}

const figuresOf = (row: FigureRecord | undefined): StatFigures => ({
  betCount: Number(row?.bet_count ?? 0),
  betAmount: toBigInt(row?.bet_amount ?? 0),
  validBet: toBigInt(row?.valid_bet ?? 0),
  payout: toBigInt(row?.payout ?? 0),
  depositCount: Number(row?.deposit_count ?? 0),
  depositAmount: toBigInt(row?.deposit_amount ?? 0),
  withdrawalCount: Number(row?.withdrawal_count ?? 0),
  withdrawalAmount: toBigInt(row?.withdrawal_amount ?? 0),
});

const figureColumns = [
  'bet_count',
  'bet_amount',
  'valid_bet',
  'payout',
  'deposit_count',
  'deposit_amount',
  'withdrawal_count',
  'withdrawal_amount',
] as const;

/** `sum(s.x) as x, …` (or over another alias), each a bigint (counts cast back below). */
const summed = (alias: string) =>
  sql.raw(figureColumns.map((name) => `coalesce(sum(${alias}.${name}), 0) as ${name}`).join(', '));

/** One bucket's rows of the brand, as `member_id, day_rows, <figures>` (signed). */
function bucketRows(merchantId: number, bucket: StatBucket): SQL {
  if (bucket.kind !== 'days')
    return sql`select member_id, day_rows, ${sql.raw(figureColumns.join(', '))}
      from member_stats_period
      where merchant_id = ${merchantId} and span = ${bucket.kind}
        and starts = ${bucket.starts}::date`;
  const sign = bucket.sign === 1 ? '' : '-';
  return sql`select member_id, ${sql.raw(sign)}1 as day_rows,
      ${sql.raw(figureColumns.map((name) => `${sign}${name} as ${name}`).join(', '))}
    from member_stats_daily
    where merchant_id = ${merchantId} and day >= ${bucket.from}::date and day <= ${bucket.to}::date`;
}

/**
 * Each downline's sums over the scope: the closure table gives the subtree in one indexed
 * lookup, and whole or mostly covered months or weeks are read as one row each (minus the
 * days outside the range), so a month costs about one row per member; the bets table is
 * never read. A downline is listed when it has a daily row within the range (`day_rows`).
 */
const memberSums = (scope: TeamScope) => {
  const buckets = sql.join(
    statBuckets(scope.from, scope.to).map((bucket) => bucketRows(scope.merchantId, bucket)),
    sql` union all `,
  );
  return sql`
  select t.descendant_id as member_id, t.depth, ${summed('s')}
  from agent_tree t
  join (${buckets}) s on s.member_id = t.descendant_id
  where t.ancestor_id = ${scope.rootId} and t.depth > 0
  group by t.descendant_id, t.depth
  having sum(s.day_rows) > 0`;
};

const sortColumns: Record<TeamMemberSort, string> = {
  betAmount: 'x.bet_amount',
  validBet: 'x.valid_bet',
  payout: 'x.payout',
  profitLoss: '(x.payout - x.bet_amount)',
  betCount: 'x.bet_count',
  depositAmount: 'x.deposit_amount',
  withdrawalAmount: 'x.withdrawal_amount',
  account: 'm.username',
};

const accountFilter = (account: string | undefined): SQL =>
  account ? sql` where m.username = ${account}` : sql``;

/** SQL of the team reports, over `member_stats_daily` and `agent_tree` only. */
export function createTeamStatsRepository(db: Executor) {
  /** The sums of the downlines a member report matches (for a page past the end). */
  async function sumMembers(scope: TeamScope, account: string | undefined): Promise<StatFigures> {
    const [row] = await rowsOf<FigureRecord>(
      db,
      sql`select ${summed('x')} from (${memberSums(scope)}) x
          join members m on m.id = x.member_id${accountFilter(account)}`,
    );
    return figuresOf(row);
  }

  return {
    /** Whether `memberId` is `agentId` itself or anywhere below it, in the brand. */
    async isInTeam(merchantId: number, agentId: number, memberId: number): Promise<boolean> {
      const rows = await rowsOf<{ found: number }>(
        db,
        sql`select 1 as found from agent_tree t
            where t.ancestor_id = ${agentId} and t.descendant_id = ${memberId}
              and t.merchant_id = ${merchantId}`,
      );
      return rows.length > 0;
    },

    /** Team size, direct downlines and downlines registered within `joined`. */
    async countTeam(
      scope: TeamScope,
      joined: InstantRange,
    ): Promise<{ teamSize: number; directMembers: number; newMembers: number }> {
      const [row] = await rowsOf<{ team_size: unknown; direct: unknown; joined: unknown }>(
        db,
        sql`select count(*) as team_size, count(*) filter (where t.depth = 1) as direct,
              count(*) filter (where m.created_at >= ${joined.start.toISOString()}::timestamptz
                and m.created_at < ${joined.end.toISOString()}::timestamptz) as joined
            from agent_tree t join members m on m.id = t.descendant_id
            where t.ancestor_id = ${scope.rootId} and t.depth > 0`,
      );
      return {
        teamSize: Number(row?.team_size ?? 0),
        directMembers: Number(row?.direct ?? 0),
        newMembers: Number(row?.joined ?? 0),
      };
    },

    /** The team's sums, and how many downlines reach both active thresholds. */
    async sumTeam(
      scope: TeamScope,
      active: { minDepositMinor: bigint; minValidBetMinor: bigint },
    ): Promise<{ figures: StatFigures; activeMembers: number }> {
      const [row] = await rowsOf<FigureRecord & { active: unknown }>(
        db,
        sql`select ${summed('x')},
              count(*) filter (where x.deposit_amount >= ${active.minDepositMinor.toString()}::bigint
                and x.valid_bet >= ${active.minValidBetMinor.toString()}::bigint) as active
            from (${memberSums(scope)}) x`,
      );
      return { figures: figuresOf(row), activeMembers: Number(row?.active ?? 0) };
    },

    /**
     * Downlines with activity in the scope, sorted and paged, with the count and sums of all
     * of them (window sums, computed before the page is cut).
     */
    async findMembers(
      scope: TeamScope,
      options: {
        account?: string;
        sort: TeamMemberSort;
        descending: boolean;
        offset: number;
        limit: number;
      },
    ): Promise<{ rows: MemberStatRow[]; total: number; totals: StatFigures }> {
      const direction = sql.raw(options.descending ? 'desc' : 'asc');
      const windowSums = sql.raw(
        figureColumns.map((name) => `sum(x.${name}) over () as total_${name}`).join(', '),
      );
      const rows = await rowsOf<
        FigureRecord & {
          member_id: unknown;
          username: string;
          depth: unknown;
          type: unknown;
          total_rows: unknown;
        } & Record<`total_${(typeof figureColumns)[number]}`, unknown>
      >(
        db,
        sql`select x.*, m.username, m.type, count(*) over () as total_rows, ${windowSums}
            from (${memberSums(scope)}) x
            join members m on m.id = x.member_id${accountFilter(options.account)}
            order by ${sql.raw(sortColumns[options.sort])} ${direction}, x.member_id ${direction}
            limit ${options.limit} offset ${options.offset}`,
      );
      const first = rows[0];
      const totals = first
        ? figuresOf({
            bet_count: first.total_bet_count,
            bet_amount: first.total_bet_amount,
            valid_bet: first.total_valid_bet,
            payout: first.total_payout,
            deposit_count: first.total_deposit_count,
            deposit_amount: first.total_deposit_amount,
            withdrawal_count: first.total_withdrawal_count,
            withdrawal_amount: first.total_withdrawal_amount,
          })
        : undefined;
      return {
        rows: rows.map((row) => ({
          memberId: Number(row.member_id),
          account: row.username,
          depth: Number(row.depth),
          type: Number(row.type),
          ...figuresOf(row),
        })),
        total: Number(first?.total_rows ?? 0),
        // a page past the end has no row to carry the sums: ask for them alone
        totals: totals ?? (await sumMembers(scope, options.account)),
      };
    },
  };
}
export type TeamStatsRepository = ReturnType<typeof createTeamStatsRepository>;
