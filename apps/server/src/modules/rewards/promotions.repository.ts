import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PromotionEntryState, PromotionInput } from '@lobby/contracts';
import type { Executor } from '../../db/rows.ts';
import { promotionEntries, promotions } from '../../db/schema/index.ts';

export type PromotionRow = typeof promotions.$inferSelect;
export type EntryRow = typeof promotionEntries.$inferSelect;

/** Columns of a promotion as the operator sets them. */
export type PromotionValues = Omit<PromotionRow, 'id' | 'merchantId' | 'createdAt' | 'updatedAt'>;

/** The stored form of the operator's input. */
export function promotionValuesOf(input: Required<PromotionInput>): PromotionValues {
  return {
    kind: input.kind,
    state: input.state,
    title: input.title,
    summary: input.summary,
    body: input.body,
    imageUrl: input.imageUrl,
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    sortOrder: input.sortOrder,
    rules: input.rules,
  };
}

/** SQL of promotions and members' entries. */
export const promotionsRepository = {
  /** Coming soon and open promotions, in the brand's order. */
  listVisible(db: Executor, merchantId: number): Promise<PromotionRow[]> {
    return db
      .select()
      .from(promotions)
      .where(
        and(
          eq(promotions.merchantId, merchantId),
          inArray(promotions.state, ['coming_soon', 'open']),
        ),
      )
      .orderBy(asc(promotions.sortOrder), desc(promotions.id));
  },

  listAll(db: Executor, merchantId: number): Promise<PromotionRow[]> {
    return db
      .select()
      .from(promotions)
      .where(eq(promotions.merchantId, merchantId))
      .orderBy(asc(promotions.sortOrder), desc(promotions.id));
  },

  async find(db: Executor, merchantId: number, id: number): Promise<PromotionRow | undefined> {
    const [row] = await db
      .select()
      .from(promotions)
      .where(and(eq(promotions.merchantId, merchantId), eq(promotions.id, id)));
    return row;
  },

  async insert(db: Executor, merchantId: number, values: PromotionValues): Promise<PromotionRow> {
    const [row] = await db
      .insert(promotions)
      .values({ merchantId, ...values })
      .returning();
    return row!;
  },

  async update(db: Executor, merchantId: number, id: number, values: PromotionValues) {
    const [row] = await db
      .update(promotions)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(promotions.merchantId, merchantId), eq(promotions.id, id)))
      .returning();
    return row;
  },

  /** Promotions by id (titles of a member's bonuses and entries). */
  byIds(db: Executor, ids: number[]): Promise<PromotionRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return db.select().from(promotions).where(inArray(promotions.id, ids));
  },

  async insertEntry(
    db: Executor,
    entry: typeof promotionEntries.$inferInsert,
  ): Promise<EntryRow | undefined> {
    const [row] = await db.insert(promotionEntries).values(entry).onConflictDoNothing().returning();
    return row;
  },

  /** How often the member has claimed this promotion. */
  async claimedCount(db: Executor, promotionId: number, memberId: number): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(promotionEntries)
      .where(
        and(
          eq(promotionEntries.promotionId, promotionId),
          eq(promotionEntries.memberId, memberId),
          eq(promotionEntries.state, 'claimed'),
        ),
      );
    return row?.count ?? 0;
  },

  /** The member's entry, locked until the transaction ends. */
  async findOwnEntryForUpdate(db: Executor, merchantId: number, memberId: number, id: number) {
    const [row] = await db
      .select()
      .from(promotionEntries)
      .where(
        and(
          eq(promotionEntries.id, id),
          eq(promotionEntries.merchantId, merchantId),
          eq(promotionEntries.memberId, memberId),
        ),
      )
      .for('update');
    return row;
  },

  /** A member's entries in these states, newest first. */
  entriesOf(db: Executor, merchantId: number, memberId: number, states: PromotionEntryState[]) {
    return db
      .select()
      .from(promotionEntries)
      .where(
        and(
          eq(promotionEntries.merchantId, merchantId),
          eq(promotionEntries.memberId, memberId),
          inArray(promotionEntries.state, states),
        ),
      )
      .orderBy(desc(promotionEntries.id));
  },

  /** Live entries (joined or claimable) of these members with their promotions (the consumer). */
  liveEntriesOf(db: Executor, memberIds: number[]) {
    if (memberIds.length === 0) return Promise.resolve([]);
    return db
      .select({ entry: promotionEntries, promotion: promotions })
      .from(promotionEntries)
      .innerJoin(promotions, eq(promotions.id, promotionEntries.promotionId))
      .where(
        and(
          inArray(promotionEntries.memberId, memberIds),
          inArray(promotionEntries.state, ['joined', 'claimable']),
        ),
      )
      .orderBy(asc(promotionEntries.id))
      .for('update', { of: promotionEntries });
  },

  async updateEntry(
    db: Executor,
    id: number,
    values: Partial<typeof promotionEntries.$inferInsert>,
  ) {
    const [row] = await db
      .update(promotionEntries)
      .set(values)
      .where(eq(promotionEntries.id, id))
      .returning();
    return row;
  },

  /** Claimable entries whose window closed become `expired` (the expiry job). */
  async expireEntries(db: Executor, now: Date): Promise<number> {
    const rows = await db
      .update(promotionEntries)
      .set({ state: 'expired' })
      .where(
        and(
          eq(promotionEntries.state, 'claimable'),
          sql`${promotionEntries.claimBy} <= ${now.toISOString()}::timestamptz`,
        ),
      )
      .returning({ id: promotionEntries.id });
    return rows.length;
  },

  /** How many of the member's entries are claimable now (the badge). */
  async claimableCount(db: Executor, merchantId: number, memberId: number, now: Date) {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(promotionEntries)
      .where(
        and(
          eq(promotionEntries.merchantId, merchantId),
          eq(promotionEntries.memberId, memberId),
          eq(promotionEntries.state, 'claimable'),
          sql`${promotionEntries.claimBy} > ${now.toISOString()}::timestamptz`,
          sql`${promotionEntries.bonusAmount} > 0`,
        ),
      );
    return row?.count ?? 0;
  },

  /** Whether an entry of the member qualified or was claimed at or after `since` (catch-up). */
  async changedSince(db: Executor, memberId: number, since: Date): Promise<boolean> {
    const rows = await db
      .select({ id: promotionEntries.id })
      .from(promotionEntries)
      .where(
        and(
          eq(promotionEntries.memberId, memberId),
          sql`greatest(${promotionEntries.qualifiedAt}, ${promotionEntries.claimedAt})
              >= ${since.toISOString()}::timestamptz`,
        ),
      )
      .limit(1);
    return rows.length > 0;
  },
};
