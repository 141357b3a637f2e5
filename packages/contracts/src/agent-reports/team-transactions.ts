import { z } from 'zod';
import { transactionHistoryItemSchema, transactionTypes, pagedSchema } from '../wallet/records.ts';
import { reportRangeFields, reportRangeSchema } from './report-query.ts';

/** Columns the team transactions report sorts by. */
export const teamTransactionSorts = ['createdAt', 'amount'] as const;

/**
 * GET /wps/agent/reports/transactions (agentDownlineTransactionDetailsCopy, "team
 * transactions"): the team's deposits, withdrawals, transfers, adjustments and red envelopes;
 * the `.csv` twin takes the same query without paging.
 */
export const teamTransactionsQuerySchema = z.object({
  ...reportRangeFields,
  type: z.enum(transactionTypes).optional(),
  /** Only the team member with this account name (exact). */
  account: z.string().trim().min(1).max(32).optional(),
  sort: z.enum(teamTransactionSorts).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TeamTransactionsQuery = z.input<typeof teamTransactionsQuerySchema>;

/** One row of a team member's history, with the member's account name. */
export const teamTransactionRowSchema = transactionHistoryItemSchema.extend({
  account: z.string(),
});
export type TeamTransactionRow = z.infer<typeof teamTransactionRowSchema>;

export const teamTransactionsReportSchema = pagedSchema(teamTransactionRowSchema).extend({
  range: reportRangeSchema,
  unit: z.string(),
});
export type TeamTransactionsReport = z.infer<typeof teamTransactionsReportSchema>;
