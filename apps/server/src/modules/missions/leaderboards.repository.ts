import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { rowsOf, toBigInt, type Executor } from '../../db/rows.ts';
import {
  leaderboardPeriods,
  leaderboardPrizes,
  leaderboardRecords,
  leaderboardScores,
  leaderboards,
} from '../../db/schema/index.ts';

export type LeaderboardRow = typeof leaderboards.$inferSelect;
export type LeaderboardFields = Omit<
  typeof leaderboards.$inferInsert,
  'id' | 'merchantId' | 'createdAt'
>;
export type PeriodRow = typeof leaderboardPeriods.$inferSelect;

/** One ranked line: rank by score (desc), then who reached it first, then member id. */
export interface RankedRow {
  rank: number;
  memberId: number;
  username: string;
  score: bigint;
  reachedAt: Date;
}

interface RankedSqlRow {
  rank: number | string;
  member_id: number | string;
  username: string;
  score: unknown;
  reached_at: Date | string;
}

const toRanked = (row: RankedSqlRow): RankedRow => ({
  rank: Number(row.rank),
  memberId: Number(row.member_id),
  username: row.username,
  score: toBigInt(row.score),
  reachedAt: new Date(row.reached_at),
});

/** The order of a board, the documented tie-break included (docs/rewards.md). */
const rankOrder = sql`s.score desc, s.reached_at, s.member_id`;

/** The leaderboards' SQL: boards, periods, scores and records, ranking, prizes. */
export function createLeaderboardsRepository() {
  return {
    async enabledOf(db: Executor, merchantIds: readonly number[]): Promise<LeaderboardRow[]> {
      if (merchantIds.length === 0) return [];
      return db
        .select()
        .from(leaderboards)
        .where(
          and(inArray(leaderboards.merchantId, [...merchantIds]), eq(leaderboards.enabled, true)),
        )
        .orderBy(asc(leaderboards.id));
    },

    async listAll(db: Executor, merchantId: number): Promise<LeaderboardRow[]> {
      return db
        .select()
        .from(leaderboards)
        .where(eq(leaderboards.merchantId, merchantId))
        .orderBy(asc(leaderboards.id));
    },

    async find(db: Executor, merchantId: number, id: number): Promise<LeaderboardRow | undefined> {
      const [row] = await db
        .select()
        .from(leaderboards)
        .where(and(eq(leaderboards.merchantId, merchantId), eq(leaderboards.id, id)));
      return row;
    },

    async insert(
      db: Executor,
      merchantId: number,
      fields: LeaderboardFields,
    ): Promise<LeaderboardRow> {
      const [row] = await db
        .insert(leaderboards)
        .values({ ...fields, merchantId })
        .returning();
      return row!;
    },

    async update(db: Executor, id: number, fields: LeaderboardFields): Promise<LeaderboardRow> {
      const [row] = await db
        .update(leaderboards)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(leaderboards.id, id))
        .returning();
      return row!;
    },

    /**
     * The period row of a board (made if new), share-locked: a close (which locks it for
     * update) waits for the scores being written, and scores written after see it closed.
     */
    async sharePeriod(
      db: Executor,
      board: Pick<LeaderboardRow, 'id' | 'merchantId'>,
      period: { key: string; start: Date; end: Date },
    ): Promise<PeriodRow> {
      await db
        .insert(leaderboardPeriods)
        .values({
          leaderboardId: board.id,
          merchantId: board.merchantId,
          periodKey: period.key,
          startsAt: period.start,
          endsAt: period.end,
        })
        .onConflictDoNothing();
      const [row] = await db
        .select()
        .from(leaderboardPeriods)
        .where(
          and(
            eq(leaderboardPeriods.leaderboardId, board.id),
            eq(leaderboardPeriods.periodKey, period.key),
          ),
        )
        .for('share');
      return row!;
    },

    async findPeriod(
      db: Executor,
      boardId: number,
      periodKey: string,
    ): Promise<PeriodRow | undefined> {
      const [row] = await db
        .select()
        .from(leaderboardPeriods)
        .where(
          and(
            eq(leaderboardPeriods.leaderboardId, boardId),
            eq(leaderboardPeriods.periodKey, periodKey),
          ),
        );
      return row;
    },

    async lockPeriod(db: Executor, periodId: number): Promise<PeriodRow | undefined> {
      const [row] = await db
        .select()
        .from(leaderboardPeriods)
        .where(eq(leaderboardPeriods.id, periodId))
        .for('update');
      return row;
    },

    async lastClosed(db: Executor, boardId: number): Promise<PeriodRow | undefined> {
      const [row] = await db
        .select()
        .from(leaderboardPeriods)
        .where(
          and(
            eq(leaderboardPeriods.leaderboardId, boardId),
            isNotNull(leaderboardPeriods.closedAt),
          ),
        )
        .orderBy(desc(leaderboardPeriods.closedAt))
        .limit(1);
      return row;
    },

    /** Open periods whose end has passed (the close job's work). */
    async dueForClose(db: Executor, at: Date, limit: number): Promise<PeriodRow[]> {
      return db
        .select()
        .from(leaderboardPeriods)
        .where(and(isNull(leaderboardPeriods.closedAt), lte(leaderboardPeriods.endsAt, at)))
        .orderBy(asc(leaderboardPeriods.endsAt))
        .limit(limit);
    },

    async markClosed(db: Executor, periodId: number, at: Date, by: 'job' | 'staff') {
      await db
        .update(leaderboardPeriods)
        .set({
          closedAt: at,
          closedBy: by,
          endsAt: sql`least(${leaderboardPeriods.endsAt}, ${at})`,
        })
        .where(eq(leaderboardPeriods.id, periodId));
    },

    /** Adds signed turnover; `reachedAt` moves only when the score rose. */
    async addTurnover(
      db: Executor,
      periodId: number,
      memberId: number,
      delta: bigint,
      reachedAt: Date,
    ): Promise<void> {
      await db
        .insert(leaderboardScores)
        .values({ periodId, memberId, score: delta > 0n ? delta : 0n, reachedAt })
        .onConflictDoUpdate({
          target: [leaderboardScores.periodId, leaderboardScores.memberId],
          set: {
            score: sql`greatest(0, ${leaderboardScores.score} + ${delta})`,
            reachedAt: delta > 0n ? sql`excluded.reached_at` : sql`${leaderboardScores.reachedAt}`,
          },
        });
    },

    /** The member's best multiplier record in a period (locks its score row first). */
    async lockBest(db: Executor, periodId: number, memberId: number): Promise<bigint | undefined> {
      const [row] = await db
        .select({ score: leaderboardScores.score })
        .from(leaderboardScores)
        .where(
          and(eq(leaderboardScores.periodId, periodId), eq(leaderboardScores.memberId, memberId)),
        )
        .for('update');
      return row?.score;
    },

    async addRecord(
      db: Executor,
      record: {
        periodId: number;
        memberId: number;
        sourceId: number;
        score: bigint;
        reachedAt: Date;
      },
    ): Promise<void> {
      await db.insert(leaderboardRecords).values(record).onConflictDoNothing();
    },

    async removeRecord(db: Executor, periodId: number, memberId: number, sourceId: number) {
      await db
        .delete(leaderboardRecords)
        .where(
          and(
            eq(leaderboardRecords.periodId, periodId),
            eq(leaderboardRecords.memberId, memberId),
            eq(leaderboardRecords.sourceId, sourceId),
          ),
        );
    },

    /** Sets the member's score to its best record (the first reached on equal ones), or none. */
    async scoreFromRecords(db: Executor, periodId: number, memberId: number): Promise<void> {
      await db
        .delete(leaderboardScores)
        .where(
          and(eq(leaderboardScores.periodId, periodId), eq(leaderboardScores.memberId, memberId)),
        );
      await db.execute(sql`
        insert into leaderboard_scores (period_id, member_id, score, reached_at)
        select period_id, member_id, score, reached_at from leaderboard_records
        where period_id = ${periodId} and member_id = ${memberId}
        order by score desc, reached_at limit 1`);
    },

    async top(db: Executor, periodId: number, limit: number): Promise<RankedRow[]> {
      const rows = await rowsOf<RankedSqlRow>(
        db,
        sql`select row_number() over (order by ${rankOrder}) as rank, s.member_id, m.username,
                   s.score, s.reached_at
            from leaderboard_scores s join members m on m.id = s.member_id
            where s.period_id = ${periodId} and s.score > 0
            order by ${rankOrder} limit ${limit}`,
      );
      return rows.map(toRanked);
    },

    /** The member's line: its rank counts everyone ordered before it. */
    async rankOf(db: Executor, periodId: number, memberId: number): Promise<RankedRow | undefined> {
      const rows = await rowsOf<RankedSqlRow>(
        db,
        sql`select 1 + (select count(*) from leaderboard_scores o
                        where o.period_id = s.period_id and o.score > 0
                          and (o.score > s.score or (o.score = s.score and
                               (o.reached_at < s.reached_at or
                                (o.reached_at = s.reached_at and o.member_id < s.member_id)))))
                   as rank, s.member_id, m.username, s.score, s.reached_at
            from leaderboard_scores s join members m on m.id = s.member_id
            where s.period_id = ${periodId} and s.member_id = ${memberId} and s.score > 0`,
      );
      return rows[0] ? toRanked(rows[0]) : undefined;
    },

    async insertPrize(
      db: Executor,
      prize: { periodId: number; rank: number; memberId: number; score: bigint; amount: bigint },
    ): Promise<void> {
      await db.insert(leaderboardPrizes).values(prize);
    },

    async prizesOf(db: Executor, periodId: number): Promise<Map<number, bigint>> {
      const rows = await db
        .select({ rank: leaderboardPrizes.rank, amount: leaderboardPrizes.amount })
        .from(leaderboardPrizes)
        .where(eq(leaderboardPrizes.periodId, periodId));
      return new Map(rows.map((row) => [row.rank, row.amount]));
    },
  };
}
export type LeaderboardsRepository = ReturnType<typeof createLeaderboardsRepository>;
