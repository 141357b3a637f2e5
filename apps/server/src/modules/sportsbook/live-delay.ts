import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sbBets } from '../../db/schema/index.ts';
import { unitDecimals } from '../games/index.ts';
import { isPriceAcceptable } from './bet-rules.ts';
import { legsOf } from './bets.repository.ts';
import { bookLeg, stakeTransactionId, type BookWallet } from './book-wallet.ts';
import type { SettlementLogger } from './settlement.service.ts';
import type { PlayerTokens } from './session-tokens.ts';
import { memberSettingsOf } from './settings.repository.ts';

/**
 * The live delay: a live bet is taken `pending` with its stake, and once the brand's delay
 * (3–10 s) has passed it is checked again: every market still active and every price still
 * acceptable to the member's odds-change setting → `open`; else `rejected` and the stake
 * refunded (CANCEL of the stake). A job runs it every second; reads of the member's bets run
 * it for that member first.
 */
export function createLiveDelay(deps: {
  db: Db;
  wallet: BookWallet;
  tokens: PlayerTokens;
  log: SettlementLogger;
  now: () => Date;
  currencyDecimalsOf: (merchantId: number) => Promise<number>;
}) {
  const { db } = deps;
  return {
    async confirmDue(memberId?: number): Promise<number> {
      const due = await db
        .select()
        .from(sbBets)
        .where(
          and(
            eq(sbBets.state, 'pending'),
            lte(sbBets.confirmAt, deps.now()),
            memberId === undefined ? sql`true` : eq(sbBets.memberId, memberId),
          ),
        )
        .limit(500);
      if (due.length === 0) return 0;
      const legs = await legsOf(
        db,
        due.map((b) => b.id),
      );
      for (const bet of due) {
        const settings = await memberSettingsOf(db, bet.memberId);
        const own = legs.filter((l) => l.betId === bet.id);
        const accepted = own.every(
          (l) => l.marketState === 'active' && isPriceAcceptable(l.odds, l.currentOdds, settings),
        );
        const [moved] = await db
          .update(sbBets)
          .set(
            accepted
              ? { state: 'open' }
              : { state: 'rejected', paid: bet.risk, settledAt: new Date() },
          )
          .where(and(eq(sbBets.id, bet.id), eq(sbBets.state, 'pending')))
          .returning({ id: sbBets.id });
        if (!moved || accepted) continue;
        const stakeId = stakeTransactionId(bet.merchantId, bet.memberId, bet.requestId);
        const decimals = unitDecimals(bet.unit, await deps.currencyDecimalsOf(bet.merchantId));
        const refund = await deps.wallet.cancel(
          {
            merchantId: bet.merchantId,
            memberId: bet.memberId,
            currency: bet.unit,
            token: deps.tokens.open(bet.sessionTokenSealed) ?? '',
          },
          bookLeg(stakeId, stakeId, bet.risk, decimals, bet.vendor === 'LOBBYES'),
        );
        if (!refund.ok)
          deps.log.error({ betId: bet.id, code: refund.code }, 'live bet refund refused');
      }
      return due.length;
    },
  };
}
export type LiveDelay = ReturnType<typeof createLiveDelay>;
