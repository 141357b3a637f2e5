import type { Executor } from '../../db/rows.ts';
import { recordAudit } from '../../platform/audit-trail.ts';

/** The staff member acting, for the audit trail; null for the book's own jobs. */
export interface StaffActor {
  staffId: number;
  ip: string;
}

/** One audit row of the book: a staff member's change, or a job's (actor `system`). */
export function auditBook(
  tx: Executor,
  merchantId: number,
  actor: StaffActor | null,
  action: string,
  subject: { kind: string; id: number },
  after: Record<string, unknown>,
) {
  return recordAudit(tx, {
    merchantId,
    actorKind: actor ? 'staff' : 'system',
    actorId: actor?.staffId ?? null,
    ip: actor?.ip ?? null,
    action,
    subjectKind: subject.kind,
    subjectId: subject.id,
    after,
  });
}
