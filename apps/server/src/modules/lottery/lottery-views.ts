import { sql, type SQL } from 'drizzle-orm';
import {
  formatMinorUnits,
  type LotteryBetView,
  type LotteryIssueView,
  type LotterySelectionInput,
} from '@lobby/contracts';
import type { Executor } from '../../db/rows.ts';
import { rowsOf, toBigInt } from '../../db/rows.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

interface IssueRow {
  id: number;
  issue_no: string;
  state: LotteryIssueView['state'];
  opens_at: Date | string;
  closes_at: Date | string;
  draws_at: Date | string;
  seed_hash: string | null;
  result: number[] | null;
}

export const issueColumns = sql`i.id, i.issue_no, i.state, i.opens_at, i.closes_at, i.draws_at, i.seed_hash, i.result`;

export const issueView = (row: IssueRow): LotteryIssueView => ({
  id: Number(row.id),
  issueNo: row.issue_no,
  state: row.state,
  opensAt: iso(row.opens_at),
  closesAt: iso(row.closes_at),
  drawsAt: iso(row.draws_at),
  seedHash: row.seed_hash,
  result: row.result,
});

/** Issues of a game by a condition on `i`, in the order given. */
export async function issueViewsWhere(db: Executor, condition: SQL, order: SQL, limit: number) {
  const rows = await rowsOf<IssueRow>(
    db,
    sql`select ${issueColumns} from lottery_issues i where ${condition} order by ${order} limit ${limit}`,
  );
  return rows.map(issueView);
}

/** Bets as their owner sees them, by a condition on `b`, newest first. */
export async function betViewsWhere(
  db: Executor,
  decimals: number,
  condition: SQL,
  limit = 1_000,
): Promise<LotteryBetView[]> {
  const rows = await rowsOf<{
    id: number;
    code: string;
    issue_no: string;
    state: string;
    line_count: number;
    multiplier: number;
    stake: unknown;
    payout: unknown;
    chase_id: number | null;
    selections: LotterySelectionInput[];
    placed_at: Date | string;
  }>(
    db,
    sql`select b.id, g.code, i.issue_no, b.state, b.line_count, b.multiplier, b.stake, b.payout,
               b.chase_id, b.selections, b.placed_at
          from lottery_bets b
          join lottery_issues i on i.id = b.issue_id
          join lottery_games g on g.id = i.game_id
         where ${condition}
         order by b.id desc limit ${limit}`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    gameCode: row.code,
    issueNo: row.issue_no,
    state: row.state,
    lineCount: Number(row.line_count),
    multiplier: Number(row.multiplier),
    stake: formatMinorUnits(toBigInt(row.stake), decimals),
    payout: formatMinorUnits(toBigInt(row.payout), decimals),
    chaseId: row.chase_id === null ? null : Number(row.chase_id),
    selections: row.selections,
    placedAt: iso(row.placed_at),
  }));
}
