import { z } from 'zod';
import { pagedSchema } from '../wallet/records.ts';
import { reportRangeFields, reportRangeSchema } from './report-query.ts';
import { teamFiguresSchema } from './team-overview.ts';

/** Columns a per-member team report sorts by. */
export const teamMemberSorts = [
  'betAmount',
  'validBet',
  'payout',
  'profitLoss',
  'betCount',
  'depositAmount',
  'withdrawalAmount',
  'account',
] as const;
export type TeamMemberSort = (typeof teamMemberSorts)[number];

/**
 * GET /wps/agent/reports/betting (team betting) and /wps/agent/reports/profit-loss
 * (palStatementsAgentCopy); their `.csv` twins take the same query without paging.
 */
export const teamMembersQuerySchema = z.object({
  ...reportRangeFields,
  /** Only the member with this account name (exact). */
  account: z.string().trim().min(1).max(32).optional(),
  sort: z.enum(teamMemberSorts).default('validBet'),
  order: z.enum(['asc', 'desc']).default('desc'),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TeamMembersQuery = z.infer<typeof teamMembersQuerySchema>;

/** One downline with activity in the range. */
export const teamMemberRowSchema = teamFiguresSchema.extend({
  memberId: z.number(),
  account: z.string(),
  /** 1 for a direct downline, 2 for theirs, … */
  depth: z.number(),
  isAgent: z.boolean(),
});
export type TeamMemberRow = z.infer<typeof teamMemberRowSchema>;

export const teamMembersReportSchema = pagedSchema(teamMemberRowSchema).extend({
  range: reportRangeSchema,
  unit: z.string(),
  /** Over every matching member, not only the page. */
  totals: teamFiguresSchema,
});
export type TeamMembersReport = z.infer<typeof teamMembersReportSchema>;
