import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/rows.ts';
import { auditLog, members, staffUsers } from '../../db/schema/index.ts';

export interface BrandMember {
  id: number;
  username: string;
  type: number;
}

export type AuditRow = typeof auditLog.$inferSelect & { actorName: string | null };

/** SQL of the back office: members of a brand, the audit log. Plain rows out. */
export function createBackofficeRepository(db: Executor) {
  return {
    /** A member of this brand, or undefined (another brand's member is not found either). */
    async findMember(
      merchantId: number,
      memberId: number,
      on: Executor = db,
    ): Promise<BrandMember | undefined> {
      const [row] = await on
        .select({ id: members.id, username: members.username, type: members.type })
        .from(members)
        .where(and(eq(members.id, memberId), eq(members.merchantId, merchantId)))
        .limit(1);
      return row;
    },

    /** One page of the brand's audit log, newest first. */
    async auditPage(input: {
      merchantId: number;
      subjectKind?: string | undefined;
      subjectId?: string | undefined;
      limit: number;
      offset: number;
    }): Promise<{ rows: AuditRow[]; total: number }> {
      const conditions: SQL[] = [eq(auditLog.merchantId, input.merchantId)];
      if (input.subjectKind) conditions.push(eq(auditLog.subjectKind, input.subjectKind));
      if (input.subjectId) conditions.push(eq(auditLog.subjectId, input.subjectId));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select({ entry: auditLog, staffName: staffUsers.username, memberName: members.username })
          .from(auditLog)
          .leftJoin(
            staffUsers,
            and(eq(auditLog.actorKind, 'staff'), eq(staffUsers.id, auditLog.actorId)),
          )
          .leftJoin(
            members,
            and(eq(auditLog.actorKind, 'member'), eq(members.id, auditLog.actorId)),
          )
          .where(where)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(input.limit)
          .offset(input.offset),
        db.select({ n: count() }).from(auditLog).where(where),
      ]);
      return {
        rows: rows.map((row) => ({ ...row.entry, actorName: row.staffName ?? row.memberName })),
        total: total?.n ?? 0,
      };
    },
  };
}
export type BackofficeRepository = ReturnType<typeof createBackofficeRepository>;
