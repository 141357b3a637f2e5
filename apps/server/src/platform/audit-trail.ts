import type { Executor } from '../db/rows.ts';

export interface AuditEntry {
  merchantId: number;
  actorKind: 'staff' | 'member' | 'system';
  actorId: number | null;
  /** e.g. deposit.approve, withdrawal.reject, wallet.adjust */
  action: string;
  subjectKind: string;
  subjectId: string | number;
  reason?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  ip?: string | null;
}

// STUB (helper E replaces the body): writes the audit_log row on the caller's transaction
export async function recordAudit(_db: Executor, _entry: AuditEntry): Promise<void> {}
