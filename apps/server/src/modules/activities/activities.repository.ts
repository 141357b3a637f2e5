import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/rows.ts';
import {
  activities,
  activityApplications,
  activityAwards,
  activityCoupons,
  activityWheelSeeds,
  members,
} from '../../db/schema/index.ts';

export type ActivityRow = typeof activities.$inferSelect;
export type NewActivity = Omit<typeof activities.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type ApplicationRow = typeof activityApplications.$inferSelect;
export type CouponRow = typeof activityCoupons.$inferSelect;
export type AwardRow = typeof activityAwards.$inferSelect;
export type NewAward = Omit<typeof activityAwards.$inferInsert, 'id' | 'createdAt'>;

/** SQL of the activities module; plain rows, every query bound to a brand. */
export const activitiesRepository = {
  async listVisible(db: Executor, merchantId: number, now: Date): Promise<ActivityRow[]> {
    return db
      .select()
      .from(activities)
      .where(and(eq(activities.merchantId, merchantId), gt(activities.endsAt, now)))
      .orderBy(asc(activities.sortOrder), asc(activities.id));
  },

  async listAll(db: Executor, merchantId: number): Promise<ActivityRow[]> {
    return db
      .select()
      .from(activities)
      .where(eq(activities.merchantId, merchantId))
      .orderBy(desc(activities.id));
  },

  async find(db: Executor, merchantId: number, id: number): Promise<ActivityRow | undefined> {
    const [row] = await db
      .select()
      .from(activities)
      .where(and(eq(activities.id, id), eq(activities.merchantId, merchantId)));
    return row;
  },

  /** The activity row locked: a rain's budget is spent under this lock. */
  async findForUpdate(db: Executor, merchantId: number, id: number) {
    const [row] = await db
      .select()
      .from(activities)
      .where(and(eq(activities.id, id), eq(activities.merchantId, merchantId)))
      .for('update');
    return row;
  },

  async spendBudget(db: Executor, id: number, amount: bigint) {
    await db
      .update(activities)
      .set({ budgetLeft: sql`${activities.budgetLeft} - ${amount}` })
      .where(eq(activities.id, id));
  },

  async insert(db: Executor, values: NewActivity): Promise<ActivityRow> {
    const [row] = await db.insert(activities).values(values).returning();
    return row!;
  },

  async update(db: Executor, id: number, values: Partial<NewActivity>): Promise<ActivityRow> {
    const [row] = await db
      .update(activities)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(activities.id, id))
      .returning();
    return row!;
  },

  /** Writes the award unless its cause is already paid; undefined when it was. */
  async insertAward(db: Executor, award: NewAward): Promise<AwardRow | undefined> {
    const [row] = await db.insert(activityAwards).values(award).onConflictDoNothing().returning();
    return row;
  },

  async awardsOf(db: Executor, activityId: number, memberId: number): Promise<AwardRow[]> {
    return db
      .select()
      .from(activityAwards)
      .where(and(eq(activityAwards.activityId, activityId), eq(activityAwards.memberId, memberId)))
      .orderBy(desc(activityAwards.localDay), desc(activityAwards.id));
  },

  async countOnDay(db: Executor, activityId: number, memberId: number, day: string) {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(activityAwards)
      .where(
        and(
          eq(activityAwards.activityId, activityId),
          eq(activityAwards.memberId, memberId),
          eq(activityAwards.localDay, day),
        ),
      );
    return row?.count ?? 0;
  },

  async wheelSeedForUpdate(db: Executor, activityId: number, memberId: number) {
    const [row] = await db
      .select()
      .from(activityWheelSeeds)
      .where(
        and(
          eq(activityWheelSeeds.activityId, activityId),
          eq(activityWheelSeeds.memberId, memberId),
        ),
      )
      .for('update');
    return row;
  },

  async wheelSeed(db: Executor, activityId: number, memberId: number) {
    const [row] = await db
      .select()
      .from(activityWheelSeeds)
      .where(
        and(
          eq(activityWheelSeeds.activityId, activityId),
          eq(activityWheelSeeds.memberId, memberId),
        ),
      );
    return row;
  },

  async insertWheelSeedIfNone(
    db: Executor,
    seed: { activityId: number; memberId: number; serverSeed: string; serverSeedHash: string },
  ) {
    await db.insert(activityWheelSeeds).values(seed).onConflictDoNothing();
  },

  async replaceWheelSeed(
    db: Executor,
    seed: { activityId: number; memberId: number; serverSeed: string; serverSeedHash: string },
    nonce: number,
  ) {
    await db
      .update(activityWheelSeeds)
      .set({ serverSeed: seed.serverSeed, serverSeedHash: seed.serverSeedHash, nonce })
      .where(
        and(
          eq(activityWheelSeeds.activityId, seed.activityId),
          eq(activityWheelSeeds.memberId, seed.memberId),
        ),
      );
  },

  async couponForUpdate(db: Executor, merchantId: number, code: string) {
    const [row] = await db
      .select()
      .from(activityCoupons)
      .where(
        and(
          eq(activityCoupons.merchantId, merchantId),
          sql`upper(${activityCoupons.code}) = ${code.toUpperCase()}`,
        ),
      )
      .for('update');
    return row;
  },

  async useCoupon(db: Executor, couponId: number) {
    await db
      .update(activityCoupons)
      .set({ usedCount: sql`${activityCoupons.usedCount} + 1` })
      .where(eq(activityCoupons.id, couponId));
  },

  async insertCoupons(db: Executor, rows: Array<typeof activityCoupons.$inferInsert>) {
    return db.insert(activityCoupons).values(rows).returning();
  },

  async couponsOf(db: Executor, merchantId: number, activityId: number): Promise<CouponRow[]> {
    return db
      .select()
      .from(activityCoupons)
      .where(
        and(eq(activityCoupons.merchantId, merchantId), eq(activityCoupons.activityId, activityId)),
      )
      .orderBy(asc(activityCoupons.id));
  },

  async insertApplication(db: Executor, values: typeof activityApplications.$inferInsert) {
    const [row] = await db
      .insert(activityApplications)
      .values(values)
      .onConflictDoNothing()
      .returning();
    return row;
  },

  async applicationForUpdate(db: Executor, merchantId: number, id: number) {
    const [row] = await db
      .select()
      .from(activityApplications)
      .where(and(eq(activityApplications.id, id), eq(activityApplications.merchantId, merchantId)))
      .for('update');
    return row;
  },

  async setApplication(db: Executor, id: number, values: Partial<ApplicationRow>) {
    const [row] = await db
      .update(activityApplications)
      .set(values)
      .where(eq(activityApplications.id, id))
      .returning();
    return row!;
  },

  async applicationsOf(db: Executor, merchantId: number, memberId: number) {
    return db
      .select({ application: activityApplications, activity: activities })
      .from(activityApplications)
      .innerJoin(activities, eq(activities.id, activityApplications.activityId))
      .where(
        and(
          eq(activityApplications.merchantId, merchantId),
          eq(activityApplications.memberId, memberId),
        ),
      )
      .orderBy(desc(activityApplications.id));
  },

  async applicationsForReview(db: Executor, merchantId: number, state?: ApplicationRow['state']) {
    return db
      .select({
        application: activityApplications,
        activity: activities,
        username: members.username,
      })
      .from(activityApplications)
      .innerJoin(activities, eq(activities.id, activityApplications.activityId))
      .innerJoin(members, eq(members.id, activityApplications.memberId))
      .where(
        and(
          eq(activityApplications.merchantId, merchantId),
          state ? eq(activityApplications.state, state) : undefined,
        ),
      )
      .orderBy(desc(activityApplications.id))
      .limit(200);
  },
};
