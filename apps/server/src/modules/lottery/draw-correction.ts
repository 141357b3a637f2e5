import { sql } from 'drizzle-orm';
import type { DrawLotteryKind, LotteryOdds } from '@lobby/game-math';
import type { Db } from '../../db/client.ts';
import { rowsOf, toBigInt } from '../../db/rows.ts';
import type { LotteryMoney } from './lottery-money.ts';
import { betsWhere, payableOf, type LotteryLogger, type LotterySettlement } from './settlement.ts';

/**
 * Re-settles a settled issue after a corrected result (version `version`): every line is
 * judged again, and each decided bet moves only the difference from what it was paid, as a
 * DEPOSIT (owed more) or a WITHDRAW (paid too much) with the version's own transaction id.
 * A bet whose movement the wallet refuses keeps its old payout and is counted as pending (the
 * next confirmation retries it); nothing goes negative. Answers how many bets moved / pend.
 */
export async function resettleIssue(
  deps: { db: Db; money: LotteryMoney; settlement: LotterySettlement; log: LotteryLogger },
  issue: {
    id: number;
    kind: DrawLotteryKind;
    result: number[];
    odds: LotteryOdds;
    version: number;
  },
): Promise<{ adjustedBets: number; pendingBets: number }> {
  const { db, money, log } = deps;
  await db.execute(sql`update lottery_bet_lines set payout = null where issue_id = ${issue.id}`);
  await deps.settlement.judgeLines(issue.id, issue.kind, issue.result, issue.odds);
  const totals = await rowsOf<{ id: number; total: unknown }>(
    db,
    sql`select b.id, coalesce(sum(l.payout), 0)::bigint as total
          from lottery_bets b join lottery_bet_lines l on l.bet_id = b.id
         where b.issue_id = ${issue.id} and b.state in ('won', 'lost')
         group by b.id`,
  );
  const owed = new Map(totals.map((row) => [Number(row.id), toBigInt(row.total)]));
  const bets = await betsWhere(db, sql`b.issue_id = ${issue.id} and b.state in ('won', 'lost')`);
  let adjustedBets = 0;
  let pendingBets = 0;
  for (const row of bets) {
    const bet = payableOf(row);
    const total = owed.get(bet.id) ?? 0n;
    if (total === bet.payout) continue;
    const answer = await money.adjust(bet, issue.version, total - bet.payout);
    if (!answer.ok) {
      pendingBets += 1;
      log.error({ betId: bet.id, code: answer.code }, 'lottery correction refused by the wallet');
      continue;
    }
    adjustedBets += 1;
    await db.execute(sql`
      update lottery_bets set payout = ${total}, settled_at = now(),
             state = case when ${total}::bigint > 0 then 'won' else 'lost' end
       where id = ${bet.id}`);
  }
  return { adjustedBets, pendingBets };
}
