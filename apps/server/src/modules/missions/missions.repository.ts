import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/rows.ts';
import { merchants, missionProgress, missions } from '../../db/schema/index.ts';

export type MissionRow = typeof missions.$inferSelect;
export type MissionFields = Omit<typeof missions.$inferInsert, 'id' | 'merchantId' | 'createdAt'>;
export type ProgressRow = typeof missionProgress.$inferSelect;

/** One member's progress row of one mission and period. */
export interface ProgressKey {
  missionId: number;
  memberId: number;
  periodKey: string;
  merchantId: number;
}

/** The missions' SQL: definitions, per-member progress, the claim's lock. */
export function createMissionsRepository() {
  return {
    async enabledOf(db: Executor, merchantIds: readonly number[]): Promise<MissionRow[]> {
      if (merchantIds.length === 0) return [];
      return db
        .select()
        .from(missions)
        .where(and(inArray(missions.merchantId, [...merchantIds]), eq(missions.enabled, true)))
        .orderBy(asc(missions.sortOrder), asc(missions.id));
    },

    async listAll(db: Executor, merchantId: number): Promise<MissionRow[]> {
      return db
        .select()
        .from(missions)
        .where(eq(missions.merchantId, merchantId))
        .orderBy(asc(missions.sortOrder), asc(missions.id));
    },

    async find(db: Executor, merchantId: number, id: number): Promise<MissionRow | undefined> {
      const [row] = await db
        .select()
        .from(missions)
        .where(and(eq(missions.merchantId, merchantId), eq(missions.id, id)));
      return row;
    },

    async insert(db: Executor, merchantId: number, fields: MissionFields): Promise<MissionRow> {
      const [row] = await db
        .insert(missions)
        .values({ ...fields, merchantId })
        .returning();
      return row!;
    },

    async update(db: Executor, id: number, fields: MissionFields): Promise<MissionRow> {
      const [row] = await db
        .update(missions)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(missions.id, id))
        .returning();
      return row!;
    },

    async timeZones(db: Executor, merchantIds: readonly number[]): Promise<Map<number, string>> {
      if (merchantIds.length === 0) return new Map();
      const rows = await db
        .select({ id: merchants.id, timeZone: merchants.timeZone })
        .from(merchants)
        .where(inArray(merchants.id, [...merchantIds]));
      return new Map(rows.map((row) => [row.id, row.timeZone]));
    },

    /** Makes the rows that do not exist yet (zero progress), then locks them all. */
    async lockProgress(db: Executor, keys: readonly ProgressKey[]): Promise<ProgressRow[]> {
      if (keys.length === 0) return [];
      await db
        .insert(missionProgress)
        .values(keys.map((key) => ({ ...key })))
        .onConflictDoNothing();
      const tuples = sql.join(
        keys.map((key) => sql`(${key.missionId}, ${key.memberId}, ${key.periodKey})`),
        sql`, `,
      );
      return db
        .select()
        .from(missionProgress)
        .where(
          sql`(${missionProgress.missionId}, ${missionProgress.memberId}, ${missionProgress.periodKey}) in (${tuples})`,
        )
        .orderBy(asc(missionProgress.missionId), asc(missionProgress.memberId))
        .for('update');
    },

    async saveProgress(
      db: Executor,
      key: ProgressKey,
      progress: bigint,
      vendorRounds: Record<string, number>,
    ): Promise<void> {
      await db
        .update(missionProgress)
        .set({ progress, vendorRounds, updatedAt: new Date() })
        .where(
          and(
            eq(missionProgress.missionId, key.missionId),
            eq(missionProgress.memberId, key.memberId),
            eq(missionProgress.periodKey, key.periodKey),
          ),
        );
    },

    async progressOf(
      db: Executor,
      memberId: number,
      periodKeys: readonly string[],
    ): Promise<ProgressRow[]> {
      if (periodKeys.length === 0) return [];
      return db
        .select()
        .from(missionProgress)
        .where(
          and(
            eq(missionProgress.memberId, memberId),
            inArray(missionProgress.periodKey, [...periodKeys]),
          ),
        );
    },

    async markClaimed(db: Executor, key: ProgressKey, paid: bigint, at: Date): Promise<void> {
      await db
        .update(missionProgress)
        .set({ claimedAt: at, paid, updatedAt: at })
        .where(
          and(
            eq(missionProgress.missionId, key.missionId),
            eq(missionProgress.memberId, key.memberId),
            eq(missionProgress.periodKey, key.periodKey),
          ),
        );
    },
  };
}
export type MissionsRepository = ReturnType<typeof createMissionsRepository>;
