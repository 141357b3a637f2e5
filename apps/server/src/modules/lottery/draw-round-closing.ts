import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import type { LotteryClock } from './lottery-clock.ts';
import type { LotteryMoney } from './lottery-money.ts';
import { betsWhere, payableOf, type LotteryLogger } from './settlement.ts';

/** How long after its settlement an official draw's result can still be corrected. */
export const drawCorrectionWindowHours = 72;
const windowMs = drawCorrectionWindowHours * 3_600_000;

/** Job name: closes the wallet rounds of official draws past their correction window. */
export const drawRoundClosingJob = 'lottery-close-rounds';

/** Refuses a correction of an issue settled longer ago than the correction window. */
export function assertCorrectable(settledAt: Date | string | null, nowMs: number): void {
  if (settledAt !== null && new Date(settledAt).getTime() + windowMs < nowMs) {
    throw new AppError('lottery_correction_window_passed');
  }
}

/**
 * Closes the rounds of official draws (docs/lottery.md "Closing the rounds of official
 * draws"): their payouts keep the provider round open so a correction can still move money;
 * once the issue was settled longer ago than the correction window, each decided bet whose
 * payout matches its lines (no correction waiting on the wallet) gets the game over, a
 * DEPOSIT of 0 with its own id, so a retry acts once. The generic betting record and profit
 * and loss then count the round as settled.
 */
export function createDrawRoundClosing(deps: {
  db: Db;
  money: LotteryMoney;
  clock: LotteryClock;
  log: LotteryLogger;
}) {
  const { db, money, clock, log } = deps;
  return {
    async closeDue(): Promise<number> {
      const cutoff = new Date(clock.now() - windowMs);
      const due = await betsWhere(
        db,
        sql`g.result_source = 'operator' and b.state in ('won', 'lost')
            and b.round_closed_at is null and i.state = 'settled' and i.settled_at < ${cutoff}
            and b.payout = (select coalesce(sum(l.payout), 0) from lottery_bet_lines l
                             where l.bet_id = b.id)`,
      );
      let closed = 0;
      for (const row of due) {
        const bet = payableOf(row);
        const answer = await money.closeRound(bet);
        // a round an earlier run closed (its write lost) is closed all the same
        if (!answer.ok && answer.code !== 'PAM_ERR_TRANS_ALREADY_SETTLED') {
          log.error({ betId: bet.id, code: answer.code }, 'lottery round not closed yet');
          continue;
        }
        await db.execute(sql`update lottery_bets set round_closed_at = now() where id = ${bet.id}`);
        closed += 1;
      }
      return closed;
    },
  };
}
