import type { Executor } from '../db/rows.ts';
import { auditLog } from '../db/schema/index.ts';

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
  /** When it happened; the database clock by default (services with a test clock pass theirs). */
  at?: Date;
}

/** JSON cannot hold a bigint: amounts in an audit row become decimal strings of minor units. */
function jsonSafe(value: Record<string, unknown> | null | undefined) {
  if (!value) return null;
  return JSON.parse(
    JSON.stringify(value, (_key, item: unknown) =>
      typeof item === 'bigint' ? item.toString() : item,
    ),
  ) as Record<string, unknown>;
}

/**
 * Writes one audit_log row on `db`. Pass the caller's transaction so the record commits with
 * the change it describes, or not at all.
 */
export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    merchantId: entry.merchantId,
    actorKind: entry.actorKind,
    actorId: entry.actorId,
    action: entry.action,
    subjectKind: entry.subjectKind,
    subjectId: String(entry.subjectId),
    reason: entry.reason ?? null,
    before: jsonSafe(entry.before),
    after: jsonSafe(entry.after),
    ip: entry.ip ?? null,
    ...(entry.at ? { createdAt: entry.at } : {}),
  });
}
