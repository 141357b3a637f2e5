import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { BonusStatus, WageringBase } from '@lobby/contracts';
import type { Executor } from '../../db/rows.ts';
import { bonuses } from '../../db/schema/index.ts';

export type BonusRow = typeof bonuses.$inferSelect;

/** A bonus about to be created: a claim's or an operator's grant. */
export interface NewBonus {
  merchantId: number;
  memberId: number;
  promotionId: number | null;
  entryId: number | null;
  amount: bigint;
  depositAmount: bigint;
  wageringBase: WageringBase;
  multiplier: number;
  validDays: number;
  grantedBy: number | null;
  reason: string | null;
}

/** The wagering a bonus asks for: bonus × N, or (bonus + deposit) × N. */
export function wageringRequiredOf(
  bonus: Pick<NewBonus, 'amount' | 'depositAmount' | 'wageringBase' | 'multiplier'>,
): bigint {
  const base = bonus.wageringBase === 'bonus' ? bonus.amount : bonus.amount + bonus.depositAmount;
  return base * BigInt(bonus.multiplier);
}

/** Statuses a bonus ends in; it never leaves them. */
export const endedStatuses = [
  'completed',
  'expired',
  'forfeited',
  'cancelled',
] as const satisfies readonly BonusStatus[];

/** SQL of the `bonuses` table. */
export const bonusesRepository = {
  async insert(
    db: Executor,
    bonus: NewBonus,
    status: 'pending' | 'active',
    now: Date,
  ): Promise<BonusRow> {
    const [row] = await db
      .insert(bonuses)
      .values({
        ...bonus,
        status,
        wageringRequired: wageringRequiredOf(bonus),
        activatedAt: status === 'active' ? now : null,
        expiresAt: status === 'active' ? addDays(now, bonus.validDays) : null,
      })
      .returning();
    return row!;
  },

  /** Whether the member has a bonus whose wagering is under way. */
  async hasActive(db: Executor, merchantId: number, memberId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: bonuses.id })
      .from(bonuses)
      .where(
        and(
          eq(bonuses.merchantId, merchantId),
          eq(bonuses.memberId, memberId),
          eq(bonuses.status, 'active'),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  /** The member's active bonus, locked until the transaction ends. */
  async findActiveForUpdate(db: Executor, memberId: number): Promise<BonusRow | undefined> {
    const [row] = await db
      .select()
      .from(bonuses)
      .where(and(eq(bonuses.memberId, memberId), eq(bonuses.status, 'active')))
      .for('update');
    return row;
  },

  async findForUpdate(db: Executor, id: number): Promise<BonusRow | undefined> {
    const [row] = await db.select().from(bonuses).where(eq(bonuses.id, id)).for('update');
    return row;
  },

  async findOwn(db: Executor, merchantId: number, id: number): Promise<BonusRow | undefined> {
    const [row] = await db
      .select()
      .from(bonuses)
      .where(and(eq(bonuses.id, id), eq(bonuses.merchantId, merchantId)));
    return row;
  },

  /** Active bonuses of these members (the turnover consumer's one read per batch). */
  activeOf(db: Executor, memberIds: number[]): Promise<BonusRow[]> {
    if (memberIds.length === 0) return Promise.resolve([]);
    return db
      .select()
      .from(bonuses)
      .where(and(inArray(bonuses.memberId, memberIds), eq(bonuses.status, 'active')));
  },

  /** The oldest waiting bonus of a member: the next to activate. */
  async nextPending(db: Executor, memberId: number): Promise<BonusRow | undefined> {
    const [row] = await db
      .select()
      .from(bonuses)
      .where(and(eq(bonuses.memberId, memberId), eq(bonuses.status, 'pending')))
      .orderBy(asc(bonuses.id))
      .limit(1)
      .for('update');
    return row;
  },

  async activate(db: Executor, id: number, now: Date): Promise<BonusRow | undefined> {
    const [row] = await db
      .update(bonuses)
      .set({
        status: 'active',
        activatedAt: now,
        expiresAt: sql`${now.toISOString()}::timestamptz + make_interval(days => ${bonuses.validDays})`,
      })
      .where(and(eq(bonuses.id, id), eq(bonuses.status, 'pending')))
      .returning();
    return row;
  },

  /** Ends a pending or active bonus; undefined when it had already ended (nothing to do). */
  async end(
    db: Executor,
    id: number,
    status: (typeof endedStatuses)[number],
    endReason: string,
    now: Date,
  ): Promise<BonusRow | undefined> {
    const [row] = await db
      .update(bonuses)
      .set({ status, endReason, endedAt: now })
      .where(and(eq(bonuses.id, id), inArray(bonuses.status, ['pending', 'active'])))
      .returning();
    return row;
  },

  /** Adds weighted turnover; answers the row after it. */
  async addWagering(db: Executor, id: number, delta: bigint): Promise<BonusRow | undefined> {
    const [row] = await db
      .update(bonuses)
      .set({
        wageringDone: sql`greatest(${bonuses.wageringDone} + ${delta.toString()}::bigint, 0)`,
      })
      .where(and(eq(bonuses.id, id), eq(bonuses.status, 'active')))
      .returning();
    return row;
  },

  /** A member's bonuses, newest first. */
  listOwn(db: Executor, merchantId: number, memberId: number, limit: number, offset = 0) {
    return db
      .select()
      .from(bonuses)
      .where(and(eq(bonuses.merchantId, merchantId), eq(bonuses.memberId, memberId)))
      .orderBy(desc(bonuses.id))
      .limit(limit)
      .offset(offset);
  },

  async countOwn(db: Executor, merchantId: number, memberId: number): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(bonuses)
      .where(and(eq(bonuses.merchantId, merchantId), eq(bonuses.memberId, memberId)));
    return row?.count ?? 0;
  },

  /** Active bonuses past their end (the expiry job). */
  expiredActive(db: Executor, now: Date, limit: number) {
    return db
      .select({ id: bonuses.id, merchantId: bonuses.merchantId, memberId: bonuses.memberId })
      .from(bonuses)
      .where(
        and(
          eq(bonuses.status, 'active'),
          sql`${bonuses.expiresAt} <= ${now.toISOString()}::timestamptz`,
        ),
      )
      .orderBy(asc(bonuses.id))
      .limit(limit);
  },

  /**
   * Members whose last bonus ended lately and who hold none active: a round open when it ended
   * may still pay bonus money, which the sweep then settles by how the bonus ended.
   */
  recentlyEnded(db: Executor, since: Date) {
    return db
      .selectDistinctOn([bonuses.memberId], {
        merchantId: bonuses.merchantId,
        memberId: bonuses.memberId,
        id: bonuses.id,
        status: bonuses.status,
      })
      .from(bonuses)
      .where(
        and(
          inArray(bonuses.status, [...endedStatuses]),
          sql`${bonuses.endedAt} >= ${since.toISOString()}::timestamptz`,
          sql`not exists (select 1 from bonuses a where a.member_id = ${bonuses.memberId} and a.status = 'active')`,
        ),
      )
      .orderBy(bonuses.memberId, desc(bonuses.endedAt));
  },
};

/** `days` days after `from`. */
export function addDays(from: Date, days: number): Date {
  return new Date(from.getTime() + days * 86_400_000);
}
