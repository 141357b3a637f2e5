import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/rows.ts';
import {
  bets,
  providerTransactions,
  type ProviderTransactionGroup,
} from '../../../db/schema/index.ts';
import { ledgerReads, type AccountRef } from '../../wallet/index.ts';
import { providerSessionsRepository } from './provider-sessions.repository.ts';

export {
  gameAccount,
  type ProviderRow,
  type SessionView,
  type WalletBrand,
  type WalletGame,
} from './provider-sessions.repository.ts';
export type BetRow = typeof bets.$inferSelect;
export type ProviderTransactionRow = typeof providerTransactions.$inferSelect;
export type NewProviderTransaction = typeof providerTransactions.$inferInsert;

/** SQL of the provider wallet: sessions (provider-sessions.repository.ts), transactions, bets. */
export const providerWalletRepository = {
  ...providerSessionsRepository,
  /** Transactions of a member found by bet reference (preferred) or transaction id. */
  async findByReference(
    db: Executor,
    key: { merchantId: number; providerId: number; memberId: number },
    lookup: {
      group?: ProviderTransactionGroup;
      providerBetRef?: string;
      providerTransactionId?: string;
    },
  ): Promise<ProviderTransactionRow[]> {
    const byReference = lookup.providerBetRef
      ? eq(providerTransactions.providerBetRef, lookup.providerBetRef)
      : eq(providerTransactions.providerTransactionId, lookup.providerTransactionId ?? '');
    return db
      .select()
      .from(providerTransactions)
      .where(
        and(
          eq(providerTransactions.merchantId, key.merchantId),
          eq(providerTransactions.providerId, key.providerId),
          eq(providerTransactions.memberId, key.memberId),
          lookup.group ? eq(providerTransactions.txGroup, lookup.group) : undefined,
          byReference,
        ),
      )
      .orderBy(providerTransactions.id);
  },

  async findBet(
    db: Executor,
    key: { merchantId: number; providerId: number; memberId: number },
    providerRoundId: string,
  ): Promise<BetRow | undefined> {
    const [row] = await db
      .select()
      .from(bets)
      .where(
        and(
          eq(bets.merchantId, key.merchantId),
          eq(bets.providerId, key.providerId),
          eq(bets.memberId, key.memberId),
          eq(bets.providerRoundId, providerRoundId),
        ),
      );
    return row;
  },

  /**
   * What a game's wallet holds for play, in minor units (0 before its first movement): the
   * account's balance, with the bonus money for the main wallet (docs/rewards.md, "What the
   * provider wallet reports").
   */
  balanceOf(db: Executor, merchantId: number, account: AccountRef): Promise<bigint> {
    return ledgerReads.playableBalanceOf(db, merchantId, account);
  },
};
