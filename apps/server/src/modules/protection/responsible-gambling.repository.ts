import { and, count, desc, eq, gt, gte, inArray, isNull, lt, lte, or, sql, sum } from 'drizzle-orm';
import { toBigInt, type Executor } from '../../db/rows.ts';
import { auditLog, depositLimits, deposits, selfExclusions } from '../../db/schema/index.ts';

export type DepositLimitRow = typeof depositLimits.$inferSelect;
export type SelfExclusionRow = typeof selfExclusions.$inferSelect;

/** SQL of responsible gambling: limit rows, self-exclusions, deposits counted against limits. */
export const responsibleGamblingRepository = {
  limitsOf(db: Executor, memberId: number): Promise<DepositLimitRow[]> {
    return db.select().from(depositLimits).where(eq(depositLimits.memberId, memberId));
  },

  async saveLimit(
    db: Executor,
    row: Omit<DepositLimitRow, 'id' | 'updatedAt'> & { updatedAt: Date },
  ): Promise<void> {
    await db
      .insert(depositLimits)
      .values(row)
      .onConflictDoUpdate({
        target: [depositLimits.memberId, depositLimits.period],
        set: {
          amount: row.amount,
          pendingAmount: row.pendingAmount,
          pendingRemoval: row.pendingRemoval,
          pendingFrom: row.pendingFrom,
          updatedAt: row.updatedAt,
        },
      });
  },

  /** Serialises limit changes of one member (a read, a decision, a write). */
  async lockMemberLimits(db: Executor, memberId: number): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(7402, ${memberId})`);
  },

  /** Deposits created in [start, end) that are pending or completed: what a limit counts. */
  async depositedBetween(db: Executor, memberId: number, start: Date, end: Date): Promise<bigint> {
    const [row] = await db
      .select({ total: sum(deposits.amount) })
      .from(deposits)
      .where(
        and(
          eq(deposits.memberId, memberId),
          inArray(deposits.status, ['pending', 'completed']),
          gte(deposits.createdAt, start),
          lt(deposits.createdAt, end),
        ),
      );
    return row?.total === null || row?.total === undefined ? 0n : toBigInt(row.total);
  },

  /** The exclusion in force at `at` that ends last (a permanent one first), if any. */
  async activeExclusion(
    db: Executor,
    memberId: number,
    at: Date,
  ): Promise<SelfExclusionRow | undefined> {
    const [row] = await db
      .select()
      .from(selfExclusions)
      .where(
        and(
          eq(selfExclusions.memberId, memberId),
          lte(selfExclusions.startsAt, at),
          or(isNull(selfExclusions.endsAt), gt(selfExclusions.endsAt, at)),
        ),
      )
      .orderBy(sql`${selfExclusions.endsAt} desc nulls first`, desc(selfExclusions.id))
      .limit(1);
    return row;
  },

  async addExclusion(
    db: Executor,
    row: { merchantId: number; memberId: number; startsAt: Date; endsAt: Date | null },
  ): Promise<void> {
    await db.insert(selfExclusions).values({ ...row, createdAt: row.startsAt });
  },

  /** Audit rows of one action about one member since a moment (for password-failure throttling). */
  async countAudits(
    db: Executor,
    input: { merchantId: number; memberId: number; action: string; since: Date },
  ): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.merchantId, input.merchantId),
          eq(auditLog.subjectKind, 'member'),
          eq(auditLog.subjectId, String(input.memberId)),
          eq(auditLog.action, input.action),
          gt(auditLog.createdAt, input.since),
        ),
      );
    return row?.n ?? 0;
  },
};
