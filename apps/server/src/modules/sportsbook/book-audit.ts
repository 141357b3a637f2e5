import type { Executor } from '../../db/rows.ts';
import { recordAudit } from '../../platform/audit-trail.ts';

/**
 * Who acts, for the audit trail: a staff member, or the book itself (`staffId` null, or no
 * actor at all for its jobs), audited as `system`.
 */
export interface StaffActor {
  staffId: number | null;
  ip: string;
}

/** The demo's operator: the simulated live engine (audited as `system`). */
export const engineActor: StaffActor = { staffId: null, ip: '127.0.0.1' };

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
    actorKind: actor?.staffId ? 'staff' : 'system',
    actorId: actor?.staffId ?? null,
    ip: actor?.ip ?? null,
    action,
    subjectKind: subject.kind,
    subjectId: subject.id,
    after,
  });
}
