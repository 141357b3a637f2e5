import { and, eq } from 'drizzle-orm';
import { formatMinorUnits, parseAmount } from '@lobby/contracts';
import { cashOutValue } from '@lobby/game-math';
import type { Db } from '../../db/client.ts';
import { sbBets } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import type { BookContext } from './bet-placement.service.ts';
import { betView, findMemberBet, legsOf, type BetRow, type LegRow } from './bets.repository.ts';
import {
  bookLeg,
  postingTransactionId,
  stakeTransactionId,
  type BookWallet,
} from './book-wallet.ts';
import { bookSettingsOf } from './settings.repository.ts';

/**
 * The cash-out value of an open single or parlay: every leg still to be decided must be on an
 * active market, no leg lost; the potential return ÷ the current odds of the undecided legs
 * (won legs keep their price), × (1 − margin). Undefined when not available.
 */
function valueOf(bet: BetRow, legs: readonly LegRow[], marginBp: number): bigint | undefined {
  if (bet.state !== 'open' || bet.kind === 'system') return undefined;
  const own = legs.filter((l) => l.betId === bet.id);
  if (own.some((l) => l.outcome !== null && l.outcome !== 'win')) return undefined;
  const open = own.filter((l) => l.outcome === null);
  if (open.length === 0 || open.some((l) => l.marketState !== 'active')) return undefined;
  return cashOutValue(
    bet.risk + bet.win,
    open.map((l) => l.currentOdds),
    marginBp,
  );
}

export function createCashOut(deps: { db: Db; wallet: BookWallet }) {
  const { db, wallet } = deps;

  async function quote(context: BookContext, betId: number) {
    const bet = await findMemberBet(db, context.merchant.id, context.player.memberId, betId);
    if (!bet) throw new AppError('sb_bet_not_found');
    const legs = await legsOf(db, [bet.id]);
    const book = await bookSettingsOf(db, context.merchant.id);
    return { bet, legs, value: valueOf(bet, legs, book.cashOutMarginBp) };
  }

  return {
    async quote(context: BookContext, betId: number) {
      const { value } = await quote(context, betId);
      return {
        betId,
        amount: formatMinorUnits(value ?? 0n, context.decimals),
        available: value !== undefined,
      };
    },

    /**
     * Cashes out at the accepted amount or more: the bet is claimed (open → cashed_out) before
     * the payout, so settlement and a second cash-out cannot pay it too.
     */
    async execute(context: BookContext, betId: number, accepted: string) {
      const parsed = parseAmount(accepted, context.decimals);
      if (!parsed.ok) throw new AppError(parsed.problem);
      const { bet, legs, value } = await quote(context, betId);
      if (value === undefined) throw new AppError('sb_cash_out_unavailable');
      if (value < parsed.minor) {
        throw new AppError('sb_cash_out_changed', {
          details: { amount: formatMinorUnits(value, context.decimals) },
        });
      }
      const n = bet.postings + 1;
      const [claimed] = await db
        .update(sbBets)
        .set({ state: 'cashed_out', paid: value, postings: n, settledAt: new Date() })
        .where(
          and(eq(sbBets.id, bet.id), eq(sbBets.state, 'open'), eq(sbBets.postings, bet.postings)),
        )
        .returning();
      if (!claimed) throw new AppError('sb_cash_out_unavailable');
      const stakeId = stakeTransactionId(context.merchant.id, bet.memberId, bet.requestId);
      const leg = bookLeg(
        stakeId,
        postingTransactionId(stakeId, n),
        value,
        context.decimals,
        bet.vendor === 'LOBBYES',
      );
      const paid = await wallet.deposit(context.player, leg, false);
      if (!paid.ok) {
        await db
          .update(sbBets)
          .set({ state: 'open', paid: bet.paid, postings: bet.postings, settledAt: null })
          .where(eq(sbBets.id, bet.id));
        throw new AppError('sb_cash_out_unavailable', { details: { reason: paid.code } });
      }
      return betView(claimed, legs, context.decimals);
    },
  };
}
export type CashOut = ReturnType<typeof createCashOut>;
