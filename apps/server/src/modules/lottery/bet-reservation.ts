import { sql } from 'drizzle-orm';
import { lineCost, type LotteryLine } from '@lobby/game-math';
import type { Db } from '../../db/client.ts';
import { rowsOf, toBigInt } from '../../db/rows.ts';
import { AppError } from '../../platform/app-error.ts';

/** A bet to reserve on one issue: its lines, each with its stake and worst payout. */
export interface BetToReserve {
  issueNo: string;
  memberId: number;
  unit: string;
  multiplier: number;
  lineStake: bigint;
  lines: LotteryLine[];
  /** Worst payout of each line per unit of stake (the cap count). */
  maxMultipliers: number[];
  /** Lines on a restricted number that pays half (operator-result games); none when absent. */
  halfPay?: boolean[];
  selections: unknown;
  sessionTokenSealed: string;
}

/** A reserved bet and its share of the caps (given back if the wallet refuses the stake). */
export interface ReservedBet {
  id: number;
  chaseId: number | null;
  issueId: number;
  stake: bigint;
  exposures: Map<string, bigint>;
  worstTotal: bigint;
}

const floorTimes = (stake: bigint, multiplier: number) =>
  (stake * BigInt(Math.round(multiplier * 10_000))) / 10_000n;

/** What the reservation needs of a game (fast or operator-result). */
export interface ReservableGame {
  id: number;
  merchantId: number;
  numberCap: bigint;
  issueCap: bigint;
}

/**
 * Reserves bets under the issue's lock, in one transaction: each issue row is locked
 * (`for update`) and must still take bets (scheduled or open, the clock before its cut-off),
 * so a bet racing the close job or the cut-off is decided by the database's order; the worst
 * payout of each number and of the issue must stay within the game's caps. Any refusal rolls
 * the whole reservation back: nothing is written.
 */
export async function reserveBets(
  db: Db,
  game: ReservableGame,
  now: number,
  bets: BetToReserve[],
  chase?: { memberId: number; selections: unknown; multipliers: number[]; stopOnWin: boolean },
): Promise<ReservedBet[]> {
  return db.transaction(async (tx) => {
    const reserved: ReservedBet[] = [];
    let chaseId: number | null = null;
    if (chase) {
      const [row] = await rowsOf<{ id: number }>(
        tx,
        sql`insert into lottery_chases (merchant_id, member_id, game_id, selections, multipliers, stop_on_win)
            values (${game.merchantId}, ${chase.memberId}, ${game.id}, ${JSON.stringify(chase.selections)}::jsonb,
                    ${JSON.stringify(chase.multipliers)}::jsonb, ${chase.stopOnWin})
            returning id`,
      );
      chaseId = Number(row!.id);
    }
    for (const bet of bets) {
      const [issue] = await rowsOf<{ id: number; state: string; closes_at: Date | string }>(
        tx,
        sql`select id, state, closes_at from lottery_issues
             where game_id = ${game.id} and issue_no = ${bet.issueNo} for update`,
      );
      if (!issue) throw new AppError('lottery_issue_not_found');
      if (issue.state === 'void') throw new AppError('lottery_issue_void');
      const closesAt = new Date(issue.closes_at).getTime();
      if ((issue.state !== 'open' && issue.state !== 'scheduled') || now >= closesAt) {
        throw new AppError('lottery_issue_closed');
      }
      const issueId = Number(issue.id);
      const perLine = bet.lineStake * BigInt(bet.multiplier);
      const exposures = new Map<string, bigint>();
      bet.lines.forEach((line, i) => {
        const half = bet.halfPay?.[i] ? 0.5 : 1;
        const worst = floorTimes(perLine, bet.maxMultipliers[i]! * half);
        exposures.set(line.key, (exposures.get(line.key) ?? 0n) + worst);
      });
      const worstTotal = [...exposures.values()].reduce((a, b) => a + b, 0n);
      // a line costs its stake × its cost (VN lô: one unit per prize number it covers)
      const stake = perLine * BigInt(bet.lines.reduce((total, line) => total + lineCost(line), 0));
      const overNumber = await rowsOf<{ payout: unknown }>(
        tx,
        sql`insert into lottery_exposure (issue_id, line_key, payout)
            select ${issueId}, x.k, x.p::bigint
              from jsonb_to_recordset(${JSON.stringify([...exposures].map(([k, p]) => ({ k, p: String(p) })))}::jsonb)
                   as x(k text, p text)
            on conflict (issue_id, line_key)
              do update set payout = lottery_exposure.payout + excluded.payout
            returning payout`,
      );
      if (overNumber.some((row) => toBigInt(row.payout) > game.numberCap)) {
        throw new AppError('lottery_over_cap');
      }
      const [totals] = await rowsOf<{ stake_total: unknown; payout_exposure: unknown }>(
        tx,
        sql`update lottery_issues
               set stake_total = stake_total + ${stake}, payout_exposure = payout_exposure + ${worstTotal}
             where id = ${issueId} returning stake_total, payout_exposure`,
      );
      if (toBigInt(totals!.payout_exposure) - toBigInt(totals!.stake_total) > game.issueCap) {
        throw new AppError('lottery_over_cap');
      }
      const [row] = await rowsOf<{ id: number }>(
        tx,
        sql`insert into lottery_bets (merchant_id, member_id, issue_id, chase_id, state, unit,
                                      line_count, multiplier, stake, selections, session_token_sealed)
            values (${game.merchantId}, ${bet.memberId}, ${issueId}, ${chaseId}, 'reserved',
                    ${bet.unit}, ${bet.lines.length}, ${bet.multiplier}, ${stake},
                    ${JSON.stringify(bet.selections)}::jsonb, ${bet.sessionTokenSealed})
            returning id`,
      );
      const betId = Number(row!.id);
      const lines = bet.lines.map((line, i) => ({
        k: line.key,
        t: line.type,
        p: line.position,
        o: line.option,
        n: line.numbers,
        h: bet.halfPay?.[i] ?? false,
      }));
      await tx.execute(sql`
        insert into lottery_bet_lines (bet_id, issue_id, line_key, bet_type, position, option, numbers, stake, half_pay)
        select ${betId}, ${issueId}, x.k, x.t, x.p, x.o, x.n, ${perLine}, x.h
          from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb)
               as x(k text, t text, p smallint, o text, n jsonb, h boolean)`);
      reserved.push({ id: betId, chaseId, issueId, stake, exposures, worstTotal });
    }
    return reserved;
  });
}

/**
 * Gives back a reservation whose stake the wallet refused: the bet, its lines and its share
 * of the caps, as if it had never been.
 */
export async function releaseReservation(db: Db, bet: ReservedBet): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await rowsOf<{ id: number }>(
      tx,
      sql`delete from lottery_bets where id = ${bet.id} and state = 'reserved' returning id`,
    );
    if (deleted.length === 0) return;
    await tx.execute(sql`
      update lottery_issues
         set stake_total = stake_total - ${bet.stake}, payout_exposure = payout_exposure - ${bet.worstTotal}
       where id = ${bet.issueId}`);
    await tx.execute(sql`
      update lottery_exposure e set payout = e.payout - x.p::bigint
        from jsonb_to_recordset(${JSON.stringify([...bet.exposures].map(([k, p]) => ({ k, p: String(p) })))}::jsonb)
             as x(k text, p text)
       where e.issue_id = ${bet.issueId} and e.line_key = x.k`);
    await tx.execute(
      sql`delete from lottery_exposure where issue_id = ${bet.issueId} and payout <= 0`,
    );
  });
}
