import { z } from 'zod';

/** What a flag says: a downline sharing an IP or payee name with an upline; a dormant agent. */
export const abuseFlagKinds = ['self_referral', 'dormant_agent'] as const;
export type AbuseFlagKind = (typeof abuseFlagKinds)[number];

/** GET /bo/abuse-flags: newest first; unreviewed only unless asked. */
export const abuseFlagListQuerySchema = z.object({
  kind: z.enum(abuseFlagKinds).optional(),
  /** `false` (default) the open flags, `true` the reviewed ones, `all` both. */
  reviewed: z.enum(['false', 'true', 'all']).default('false'),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AbuseFlagListQuery = z.input<typeof abuseFlagListQuerySchema>;

export const abuseFlagSchema = z.object({
  id: z.number(),
  kind: z.enum(abuseFlagKinds),
  agent: z.string(),
  /** The downline of a self-referral; null for a dormant agent. */
  member: z.string().nullable(),
  /** What was found (shared IPs, payee name, last login, days). */
  evidence: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type AbuseFlag = z.infer<typeof abuseFlagSchema>;

export const abuseFlagPageSchema = z.object({
  content: z.array(abuseFlagSchema),
  pageNo: z.number(),
  pageSize: z.number(),
  totalPages: z.number(),
  totalElements: z.number(),
});
export type AbuseFlagPage = z.infer<typeof abuseFlagPageSchema>;

export const abuseFlagParamsSchema = z.object({ id: z.coerce.number().int().min(1) });
