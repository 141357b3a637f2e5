import { sql } from 'drizzle-orm';
import type { PointsEntryKind } from '@lobby/contracts';
import { rowsOf, toBigInt, type DbTransaction } from '../../db/rows.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Post } from './loyalty-ports.ts';

const dayMs = 86_400_000;

/** Points in and out of a member's `points` account, with their lots and history rows. */
export function createPointsLedger() {
  /** Adds an entry of the history: earnings sum per day and kind, other kinds one row each. */
  async function addEntry(
    tx: DbTransaction,
    entry: {
      merchantId: number;
      memberId: number;
      kind: PointsEntryKind;
      day: string;
      points: bigint;
      reference?: string;
    },
  ): Promise<void> {
    if (entry.reference === undefined) {
      await tx.execute(sql`
        insert into points_entries (merchant_id, member_id, kind, day, points)
        values (${entry.merchantId}, ${entry.memberId}, ${entry.kind}, ${entry.day}, ${entry.points})
        on conflict (member_id, kind, day) where reference is null
        do update set points = points_entries.points + excluded.points`);
      return;
    }
    await tx.execute(sql`
      insert into points_entries (merchant_id, member_id, kind, day, points, reference)
      values (${entry.merchantId}, ${entry.memberId}, ${entry.kind}, ${entry.day},
        ${entry.points}, ${entry.reference})`);
  }

  /** Adds earned points to the lot of a day (its expiry counted from that day). */
  async function addToLot(
    tx: DbTransaction,
    lot: { merchantId: number; memberId: number; day: string; points: bigint; expiryDays: number },
  ): Promise<void> {
    const expiresAt =
      lot.expiryDays > 0
        ? new Date(Date.parse(`${lot.day}T00:00:00Z`) + (lot.expiryDays + 1) * dayMs)
        : null;
    await tx.execute(sql`
      insert into points_lots (merchant_id, member_id, day, earned, remaining, expires_at)
      values (${lot.merchantId}, ${lot.memberId}, ${lot.day}, ${lot.points}, ${lot.points}, ${expiresAt})
      on conflict (member_id, day) do update set earned = points_lots.earned + excluded.earned,
        remaining = points_lots.remaining + excluded.remaining`);
  }

  /** Takes points out of the oldest lots first (the ledger posting checks the balance). */
  async function spendLots(tx: DbTransaction, memberId: number, points: bigint): Promise<void> {
    const lots = await rowsOf<{ id: number; remaining: unknown }>(
      tx,
      sql`select id, remaining from points_lots where member_id = ${memberId} and remaining > 0
          order by day for update`,
    );
    let left = points;
    for (const lot of lots) {
      if (left <= 0n) break;
      const take = toBigInt(lot.remaining) < left ? toBigInt(lot.remaining) : left;
      await tx.execute(
        sql`update points_lots set remaining = remaining - ${take} where id = ${lot.id}`,
      );
      left -= take;
    }
  }

  return {
    addEntry,
    addToLot,

    /** Credits earned points from the house `points_issued` account. */
    async credit(
      post: Post,
      m: { merchantId: number; memberId: number; points: bigint; key: string; memo: string },
    ): Promise<void> {
      await post({
        merchantId: m.merchantId,
        idempotencyKey: m.key,
        kind: 'points',
        memberId: m.memberId,
        reference: m.key,
        memo: { type: m.memo },
        legs: [
          { account: { house: 'points_issued' }, amount: -m.points },
          { account: { memberId: m.memberId, kind: 'points' }, amount: m.points },
        ],
      });
    },

    /**
     * Takes points from the member back to the house (a redemption, a conversion, an expiry,
     * a correction): too few points refuse the whole transaction, nothing moves.
     */
    async debit(
      tx: DbTransaction,
      post: Post,
      m: {
        merchantId: number;
        memberId: number;
        points: bigint;
        key: string;
        memo: string;
        lotsTaken?: boolean;
        cash?: bigint;
      },
    ): Promise<void> {
      if (!m.lotsTaken) await spendLots(tx, m.memberId, m.points);
      const cashLegs =
        m.cash && m.cash > 0n
          ? [
              { account: { house: 'promotions' as const }, amount: -m.cash },
              { account: { memberId: m.memberId, kind: 'main' as const }, amount: m.cash },
            ]
          : [];
      try {
        await post({
          merchantId: m.merchantId,
          idempotencyKey: m.key,
          kind: 'points',
          memberId: m.memberId,
          reference: m.key,
          memo: { type: m.memo },
          legs: [
            { account: { memberId: m.memberId, kind: 'points' }, amount: -m.points },
            { account: { house: 'points_issued' }, amount: m.points },
            ...cashLegs,
          ],
        });
      } catch (error) {
        if (error instanceof AppError && error.code === 'insufficient_funds') {
          throw new AppError('not_enough_points');
        }
        throw error;
      }
    },
  };
}
export type PointsLedger = ReturnType<typeof createPointsLedger>;
