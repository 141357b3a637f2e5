import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/rows.ts';
import {
  bets,
  providerTransactions,
  type ProviderTransactionGroup,
} from '../../../db/schema/index.ts';
import { ledgerReads, type AccountRef, type Leg } from '../../wallet/index.ts';
import { providerSessionsRepository, type WalletGame } from './provider-sessions.repository.ts';

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
  async findTransaction(
    db: Executor,
    key: { merchantId: number; providerId: number; group: ProviderTransactionGroup },
    providerTransactionId: string,
  ): Promise<ProviderTransactionRow | undefined> {
    const [row] = await db
      .select()
      .from(providerTransactions)
      .where(
        and(
          eq(providerTransactions.merchantId, key.merchantId),
          eq(providerTransactions.providerId, key.providerId),
          eq(providerTransactions.txGroup, key.group),
          eq(providerTransactions.providerTransactionId, providerTransactionId),
        ),
      );
    return row;
  },

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

  /** Whether any deposit paid into the round. */
  async hasPayouts(db: Executor, betId: number): Promise<boolean> {
    const rows = await db
      .select({ id: providerTransactions.id })
      .from(providerTransactions)
      .where(and(eq(providerTransactions.betId, betId), eq(providerTransactions.txGroup, 'win')))
      .limit(1);
    return rows.length > 0;
  },

  async insertTransaction(db: Executor, row: NewProviderTransaction): Promise<number> {
    const [inserted] = await db
      .insert(providerTransactions)
      .values(row)
      .returning({ id: providerTransactions.id });
    return inserted!.id;
  },

  async markCancelled(db: Executor, ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await db
      .update(providerTransactions)
      .set({ status: 'cancelled' })
      .where(inArray(providerTransactions.id, ids));
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

  async findBetById(db: Executor, betId: number): Promise<BetRow | undefined> {
    const [row] = await db.select().from(bets).where(eq(bets.id, betId));
    return row;
  },

  /** Adds a stake to the member's round, opening it (or reopening a refunded one). */
  async addStake(
    db: Executor,
    round: {
      merchantId: number;
      providerId: number;
      memberId: number;
      providerRoundId: string;
      unit: string;
      game: WalletGame;
    },
    stake: bigint,
  ): Promise<BetRow> {
    const now = new Date();
    const [row] = await db
      .insert(bets)
      .values({
        merchantId: round.merchantId,
        memberId: round.memberId,
        providerId: round.providerId,
        vassalage: round.game.vassalage,
        gameId: round.game.id,
        gameType: round.game.gameType,
        gameCode: round.game.gameCode,
        providerRoundId: round.providerRoundId,
        unit: round.unit,
        stake,
        validBet: stake,
        status: 'open',
        placedAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [bets.merchantId, bets.providerId, bets.memberId, bets.providerRoundId],
        set: {
          stake: sql`${bets.stake} + ${stake}`,
          validBet: sql`${bets.validBet} + ${stake}`,
          status: 'open',
          settledAt: null,
          updatedAt: now,
        },
      })
      .returning();
    return row!;
  },

  async updateBet(
    db: Executor,
    betId: number,
    change: { stake?: bigint; validBet?: bigint; payout?: bigint; status?: BetRow['status'] },
  ): Promise<void> {
    const now = new Date();
    await db
      .update(bets)
      .set({
        ...change,
        ...(change.status && change.status !== 'open' ? { settledAt: now } : {}),
        updatedAt: now,
      })
      .where(eq(bets.id, betId));
  },

  /** The legs of a ledger movement as account references (to reverse it exactly). */
  ledgerLegs(db: Executor, ledgerTransactionId: number): Promise<Leg[]> {
    return ledgerReads.postedLegs(db, ledgerTransactionId);
  },

  /** One member account's balance in minor units (0 before its first movement). */
  balanceOf(db: Executor, merchantId: number, account: AccountRef): Promise<bigint> {
    return ledgerReads.balanceOf(db, merchantId, account);
  },
};
