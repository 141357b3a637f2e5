import { sql } from 'drizzle-orm';
import { anyLineMultiplier, isAnyLotteryKind, type LotteryOdds } from '@lobby/game-math';
import type { Db } from '../../db/client.ts';
import { rowsOf, toBigInt, type Executor } from '../../db/rows.ts';
import type { LotteryMoney, PayableBet } from './lottery-money.ts';

export interface LotteryLogger {
  error(details: object, message: string): void;
}

/** Wallet calls in flight at once while paying an issue. */
const payConcurrency = 16;

interface BetRow {
  id: number;
  merchant_id: number;
  member_id: number;
  unit: string;
  stake: unknown;
  payout: unknown;
  code: string;
  session_token_sealed: string;
  currency_decimals: number;
  chase_id: number | null;
  result_source: string;
}

export const payableOf = (row: BetRow): PayableBet => ({
  id: Number(row.id),
  merchantId: Number(row.merchant_id),
  memberId: Number(row.member_id),
  unit: row.unit,
  stake: toBigInt(row.stake),
  payout: toBigInt(row.payout),
  gameCode: row.code,
  sessionTokenSealed: row.session_token_sealed,
  currencyDecimals: Number(row.currency_decimals),
  keepsRoundOpen: row.result_source === 'operator',
});

/** Bets with what the wallet needs, by a condition on `b` (a bet) and `i` (its issue). */
export function betsWhere(db: Executor, condition: ReturnType<typeof sql>): Promise<BetRow[]> {
  return rowsOf<BetRow>(
    db,
    sql`select b.id, b.merchant_id, b.member_id, b.unit, b.stake, b.payout, g.code,
               b.session_token_sealed, m.currency_decimals, b.chase_id, g.result_source
          from lottery_bets b
          join lottery_issues i on i.id = b.issue_id
          join lottery_games g on g.id = i.game_id
          join merchants m on m.id = b.merchant_id
         where ${condition}
         order by b.id`,
  );
}

/** Runs `task` over `items`, at most `limit` at a time. */
async function inParallel<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await task(items[next++]!);
  });
  await Promise.all(workers);
}

/**
 * Settlement, set-based: lines sharing a key win alike, so the draw is judged once per
 * distinct line key and one UPDATE writes every line's payout; one more sums them per bet.
 * Then each bet's payout (0 closes a losing round) goes through the wallet with a fixed
 * transaction id, and the issue is settled once every bet is paid. Running it again finds
 * nothing left to do. Voids and stopped chases refund through the same wallet.
 */
export function createLotterySettlement(deps: { db: Db; money: LotteryMoney; log: LotteryLogger }) {
  const { db, money, log } = deps;

  /** Refunds bets already moved to `refunded` (the CANCEL of each stake; retry-safe). */
  async function refund(bets: BetRow[]): Promise<void> {
    await inParallel(bets, payConcurrency, async (row) => {
      const answer = await money.refund(payableOf(row));
      if (!answer.ok) log.error({ betId: row.id, code: answer.code }, 'lottery refund refused');
    });
  }

  /** Stops a chase: its bets on issues still taking bets are refunded. */
  async function stopChase(chaseId: number, memberId?: number): Promise<number> {
    const stopped = await rowsOf<{ id: number }>(
      db,
      sql`update lottery_chases set state = 'stopped'
           where id = ${chaseId} and state = 'running'
             ${memberId === undefined ? sql`` : sql`and member_id = ${memberId}`}
         returning id`,
    );
    if (stopped.length === 0) return 0;
    const ids = await rowsOf<{ id: number }>(
      db,
      sql`update lottery_bets b set state = 'refunded', settled_at = now()
            from lottery_issues i
           where i.id = b.issue_id and b.chase_id = ${chaseId}
             and b.state in ('reserved', 'placed') and i.state in ('scheduled', 'open')
          returning b.id`,
    );
    if (ids.length === 0) return 0;
    await refund(
      await betsWhere(db, sql`b.id = any(${`{${ids.map((r) => r.id).join(',')}}`}::bigint[])`),
    );
    return ids.length;
  }

  /**
   * Judges the issue's lines not judged yet (payout null) against `result`. `executor` lets a
   * correction judge them again inside the transaction that confirms its result, so the lines
   * and the result version they were judged under always change together.
   */
  async function judgeLines(
    issueId: number,
    kind: string,
    result: number[],
    odds: LotteryOdds,
    executor: Executor = db,
  ) {
    if (!isAnyLotteryKind(kind)) return;
    const keys = await rowsOf<{
      line_key: string;
      bet_type: string;
      position: number | null;
      option: string | null;
      numbers: number[];
      half_pay: boolean;
    }>(
      executor,
      sql`select distinct line_key, bet_type, position, option, numbers, half_pay
            from lottery_bet_lines where issue_id = ${issueId} and payout is null`,
    );
    if (keys.length === 0) return;
    const drawn = new Set(result);
    const multipliers = keys.map((row) => ({
      k: row.line_key,
      h: row.half_pay,
      m: String(
        (row.half_pay ? 0.5 : 1) *
          anyLineMultiplier(
            kind,
            {
              type: row.bet_type,
              position: row.position,
              option: row.option,
              numbers: row.numbers,
              key: row.line_key,
            },
            result,
            odds,
            drawn,
          ),
      ),
    }));
    await executor.execute(sql`
      update lottery_bet_lines l set payout = floor(l.stake * x.m::numeric)::bigint
        from jsonb_to_recordset(${JSON.stringify(multipliers)}::jsonb) as x(k text, h boolean, m text)
       where l.issue_id = ${issueId} and l.line_key = x.k and l.half_pay = x.h
         and l.payout is null`);
  }

  async function settleIssue(issue: {
    id: number;
    kind: string;
    result: number[];
    odds: LotteryOdds;
  }) {
    // a stake reserved but never taken by the draw is void: its CANCEL leaves a marker, so a
    // late WITHDRAW is refused, or refunds it if the wallet took it meanwhile
    const stale = await rowsOf<{ id: number }>(
      db,
      sql`update lottery_bets set state = 'refunded', settled_at = now()
           where issue_id = ${issue.id} and state = 'reserved' returning id`,
    );
    if (stale.length > 0) {
      await refund(
        await betsWhere(db, sql`b.id = any(${`{${stale.map((r) => r.id).join(',')}}`}::bigint[])`),
      );
    }
    await judgeLines(issue.id, issue.kind, issue.result, issue.odds);
    await db.execute(sql`
      update lottery_bets b
         set payout = s.total, settled_at = now(),
             state = case when s.total > 0 then 'won' else 'lost' end
        from (select bet_id, sum(payout)::bigint as total from lottery_bet_lines
               where issue_id = ${issue.id} group by bet_id) s
       where b.id = s.bet_id and b.issue_id = ${issue.id} and b.state = 'placed'`);
    const unpaid = await betsWhere(
      db,
      sql`b.issue_id = ${issue.id} and b.state in ('won', 'lost') and b.paid_at is null`,
    );
    const paid: number[] = [];
    await inParallel(unpaid, payConcurrency, async (row) => {
      const answer = await money.pay(payableOf(row));
      if (answer.ok) paid.push(Number(row.id));
      else
        log.error(
          { betId: row.id, code: answer.code },
          'lottery payout refused; retried next tick',
        );
    });
    if (paid.length > 0) {
      await db.execute(sql`update lottery_bets set paid_at = now()
                            where id = any(${`{${paid.join(',')}}`}::bigint[])`);
    }
    const chasesWon = await rowsOf<{ chase_id: number }>(
      db,
      sql`select distinct b.chase_id from lottery_bets b join lottery_chases c on c.id = b.chase_id
           where b.issue_id = ${issue.id} and b.state = 'won' and c.stop_on_win and c.state = 'running'`,
    );
    for (const { chase_id } of chasesWon) await stopChase(Number(chase_id));
    await db.execute(sql`
      update lottery_issues set state = 'settled', settled_at = now()
       where id = ${issue.id} and state = 'drawn'
         and not exists (select 1 from lottery_bets
                          where issue_id = ${issue.id}
                            and (state in ('reserved', 'placed')
                                 or (state in ('won', 'lost') and paid_at is null)))`);
  }

  return {
    stopChase,
    settleIssue,
    judgeLines,
    refund,

    /** Settles every drawn issue (the runner's last step). */
    async settleDrawn(): Promise<void> {
      const drawn = await rowsOf<{ id: number; kind: string; result: number[]; odds: LotteryOdds }>(
        db,
        sql`select i.id, g.kind, i.result, g.odds from lottery_issues i
              join lottery_games g on g.id = i.game_id
             where i.state = 'drawn' order by i.draws_at`,
      );
      for (const issue of drawn) await settleIssue({ ...issue, id: Number(issue.id) });
    },

    /** Voids an issue not yet settled and refunds every bet on it; how many were refunded. */
    async voidIssue(merchantId: number, issueId: number): Promise<number | undefined> {
      const [issue] = await rowsOf<{ id: number }>(
        db,
        sql`update lottery_issues set state = 'void'
             where id = ${issueId} and merchant_id = ${merchantId}
               and state not in ('settled', 'void') returning id`,
      );
      if (!issue) return undefined;
      const ids = await rowsOf<{ id: number }>(
        db,
        sql`update lottery_bets set state = 'refunded', settled_at = now()
             where issue_id = ${issueId} and state in ('reserved', 'placed', 'won', 'lost')
               and paid_at is null returning id`,
      );
      if (ids.length > 0) {
        await refund(
          await betsWhere(db, sql`b.id = any(${`{${ids.map((r) => r.id).join(',')}}`}::bigint[])`),
        );
      }
      return ids.length;
    },
  };
}
export type LotterySettlement = ReturnType<typeof createLotterySettlement>;
