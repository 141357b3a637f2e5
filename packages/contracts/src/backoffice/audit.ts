import { z } from 'zod';

/** GET /bo/audit: the brand's audit log, newest first, optionally about one subject. */
export const auditQuerySchema = z.object({
  /** e.g. member, deposit, withdrawal, staff_user. */
  subjectKind: z.string().trim().min(1).max(40).optional(),
  subjectId: z.string().trim().min(1).max(64).optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number(),
  actorKind: z.enum(['staff', 'member', 'system']),
  actorId: z.number().nullable(),
  /** The operator's or member's username, when the actor still exists. */
  actorName: z.string().nullable(),
  /** e.g. wallet.adjust, deposit.approve, rg.self_exclusion. */
  action: z.string(),
  subjectKind: z.string(),
  subjectId: z.string(),
  reason: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  content: z.array(auditEntrySchema),
  pageNo: z.number(),
  pageSize: z.number(),
  totalPages: z.number(),
  totalElements: z.number(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
