import { sql } from 'drizzle-orm';
import type { DrawLotteryKind, LotteryOdds } from '@lobby/game-math';
import type { Db } from '../../db/client.ts';
import { rowsOf, toBigInt, type Executor } from '../../db/rows.ts';
import type { LotteryMoney } from './lottery-money.ts';
import { betsWhere, payableOf, type LotteryLogger, type LotterySettlement } from './settlement.ts';

/** Job name: moves the differences of corrections the wallet refused at the time. */
export const drawCorrectionRetryJob = 'lottery-correction-retry';

interface CorrectionDeps {
  db: Db;
  money: LotteryMoney;
  log: LotteryLogger;
}

/**
 * A decided bet whose payout differs from the sum of its judged lines: a correction's
 * difference not moved yet (the wallet refused it, or the run stopped). `b` is the bet.
 */
const differsFromLines = sql`b.state in ('won', 'lost') and b.round_closed_at is null
  and b.payout <> (select coalesce(sum(l.payout), 0) from lottery_bet_lines l
                    where l.bet_id = b.id)
  and not exists (select 1 from lottery_bet_lines l where l.bet_id = b.id and l.payout is null)`;

/**
 * Judges a settled issue's lines again under its corrected result, inside the transaction that
 * confirms the result: the lines and the result version they were judged under change together,
 * so a difference is always moved with the transaction id of the version it comes from.
 */
export async function rejudgeLines(
  tx: Executor,
  settlement: LotterySettlement,
  issue: { id: number; kind: DrawLotteryKind; result: number[]; odds: LotteryOdds },
): Promise<void> {
  await tx.execute(sql`update lottery_bet_lines set payout = null where issue_id = ${issue.id}`);
  await settlement.judgeLines(issue.id, issue.kind, issue.result, issue.odds, tx);
}

/**
 * Moves one bet's difference between its payout and its judged lines, as a DEPOSIT (owed
 * more) or a WITHDRAW (paid too much) with the result version's own transaction id, under the
 * bet's row lock: the payout changes only here, so two runs never move one difference twice.
 * The version and the lines are read after the lock is taken, in one statement (one snapshot),
 * so the id always belongs to the lines the difference comes from; a repeated id (a run that
 * stopped after the wallet took it) is answered by the wallet as before, without moving money.
 * A refusal (the member has spent it) leaves the payout as it was: nothing goes negative, and
 * the retry job tries again.
 */
export async function payDifference(
  deps: CorrectionDeps,
  betId: number,
): Promise<'moved' | 'pending' | 'none'> {
  return deps.db.transaction(async (tx) => {
    const locked = await rowsOf<{ id: number }>(
      tx,
      sql`select id from lottery_bets where id = ${betId} for update`,
    );
    if (locked.length === 0) return 'none';
    const [due] = await rowsOf<{ version: number; total: unknown }>(
      tx,
      sql`select i.result_version as version,
                 (select coalesce(sum(l.payout), 0) from lottery_bet_lines l
                   where l.bet_id = b.id)::bigint as total
            from lottery_bets b join lottery_issues i on i.id = b.issue_id
           where b.id = ${betId} and i.state = 'settled' and ${differsFromLines}`,
    );
    if (!due) return 'none';
    const [row] = await betsWhere(tx, sql`b.id = ${betId}`);
    const bet = payableOf(row!);
    const total = toBigInt(due.total);
    const answer = await deps.money.adjust(bet, Number(due.version), total - bet.payout);
    if (!answer.ok) {
      deps.log.error({ betId, code: answer.code }, 'lottery correction refused by the wallet');
      return 'pending';
    }
    await tx.execute(sql`
      update lottery_bets set payout = ${total}, settled_at = now(),
             state = case when ${total}::bigint > 0 then 'won' else 'lost' end
       where id = ${betId}`);
    return 'moved';
  });
}

/** Moves the differences of the bets `where` picks; answers how many moved and pend. */
async function payDifferencesWhere(deps: CorrectionDeps, where: ReturnType<typeof sql>) {
  const due = await rowsOf<{ id: number }>(
    deps.db,
    sql`select b.id from lottery_bets b join lottery_issues i on i.id = b.issue_id
         where ${where} and i.state = 'settled' and ${differsFromLines}
         order by b.id limit 1000`,
  );
  let adjustedBets = 0;
  let pendingBets = 0;
  for (const { id } of due) {
    const outcome = await payDifference(deps, Number(id));
    if (outcome === 'moved') adjustedBets += 1;
    if (outcome === 'pending') pendingBets += 1;
  }
  return { adjustedBets, pendingBets };
}

/** After a corrected result: every bet of the issue moves its difference (rejudgeLines first). */
export function payIssueDifferences(deps: CorrectionDeps, issueId: number) {
  return payDifferencesWhere(deps, sql`b.issue_id = ${issueId}`);
}

/** The retry job: differences of any issue still waiting on the wallet, oldest bets first. */
export function payWaitingDifferences(deps: CorrectionDeps) {
  return payDifferencesWhere(deps, sql`true`);
}
