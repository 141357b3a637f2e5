import { and, desc, eq } from 'drizzle-orm';
import type { FeedbackStatus } from '@lobby/contracts';
import type { Executor } from '../../db/rows.ts';
import { feedback, feedbackSettings, members } from '../../db/schema/index.ts';

export type FeedbackRow = typeof feedback.$inferSelect;
export type NewFeedback = typeof feedback.$inferInsert;
export type FeedbackSettingsRow = typeof feedbackSettings.$inferSelect;

/** SQL of feedback and the brand's feedback rule. */
export function createFeedbackRepository() {
  return {
    async insert(db: Executor, row: NewFeedback): Promise<FeedbackRow> {
      const [inserted] = await db.insert(feedback).values(row).returning();
      return inserted!;
    },

    async listOfMember(db: Executor, merchantId: number, memberId: number): Promise<FeedbackRow[]> {
      return db
        .select()
        .from(feedback)
        .where(and(eq(feedback.merchantId, merchantId), eq(feedback.memberId, memberId)))
        .orderBy(desc(feedback.createdAt), desc(feedback.id))
        .limit(100);
    },

    async listOfBrand(
      db: Executor,
      merchantId: number,
      status: FeedbackStatus | undefined,
    ): Promise<Array<FeedbackRow & { username: string | null }>> {
      const rows = await db
        .select({ row: feedback, username: members.username })
        .from(feedback)
        .leftJoin(members, eq(members.id, feedback.memberId))
        .where(
          and(
            eq(feedback.merchantId, merchantId),
            status ? eq(feedback.status, status) : undefined,
          ),
        )
        .orderBy(desc(feedback.createdAt), desc(feedback.id))
        .limit(200);
      return rows.map(({ row, username }) => ({ ...row, username }));
    },

    /** One feedback of the brand, locked for the reply or close. */
    async findOfBrand(
      db: Executor,
      merchantId: number,
      id: number,
    ): Promise<FeedbackRow | undefined> {
      const [row] = await db
        .select()
        .from(feedback)
        .where(and(eq(feedback.id, id), eq(feedback.merchantId, merchantId)))
        .limit(1);
      return row;
    },

    async lockOfBrand(
      db: Executor,
      merchantId: number,
      id: number,
    ): Promise<FeedbackRow | undefined> {
      const [row] = await db
        .select()
        .from(feedback)
        .where(and(eq(feedback.id, id), eq(feedback.merchantId, merchantId)))
        .for('update')
        .limit(1);
      return row;
    },

    async update(db: Executor, id: number, changes: Partial<NewFeedback>): Promise<FeedbackRow> {
      const [row] = await db.update(feedback).set(changes).where(eq(feedback.id, id)).returning();
      return row!;
    },

    async usernameOf(db: Executor, memberId: number | null): Promise<string | null> {
      if (memberId === null) return null;
      const [row] = await db
        .select({ username: members.username })
        .from(members)
        .where(eq(members.id, memberId));
      return row?.username ?? null;
    },

    async settingsOf(db: Executor, merchantId: number): Promise<FeedbackSettingsRow | undefined> {
      const [row] = await db
        .select()
        .from(feedbackSettings)
        .where(eq(feedbackSettings.merchantId, merchantId));
      return row;
    },

    async saveSettings(db: Executor, row: FeedbackSettingsRow): Promise<void> {
      await db
        .insert(feedbackSettings)
        .values(row)
        .onConflictDoUpdate({
          target: feedbackSettings.merchantId,
          set: { minWords: row.minWords, maxWords: row.maxWords, categories: row.categories },
        });
    },
  };
}
export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
