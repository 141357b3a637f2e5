import { z } from 'zod';
import { reportRangeSchema, reportPeriodSchema } from '../agent-reports/report-query.ts';
import { contractKinds } from '../agents/contract-terms.ts';
import { pagedSchema } from '../wallet/records.ts';
import { settlementItemStates } from './settlement-terms.ts';

const dateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The date filter of the settlement pages: periods whose first local day is in the range. */
export const settlementRangeFields = {
  /** A named period of the brand's time zone; `custom` reads `from` and `to`. */
  period: reportPeriodSchema.default('thisMonth'),
  /** yyyy-mm-dd, inclusive (custom only; at most 93 days). */
  from: dateText.optional(),
  to: dateText.optional(),
};

const paging = {
  order: z.enum(['asc', 'desc']).default('desc'),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

/**
 * GET /wps/agent/settlements (dividend records, daily, hourly and real-time salary pages):
 * `own` lists what the agent earned; `downlines` what it owes its direct downlines.
 */
export const settlementRecordsQuerySchema = z.object({
  kind: z.enum(contractKinds),
  scope: z.enum(['own', 'downlines']).default('own'),
  ...settlementRangeFields,
  sort: z.enum(['periodStart', 'amount']).default('periodStart'),
  ...paging,
});
export type SettlementRecordsQuery = z.infer<typeof settlementRecordsQuerySchema>;

/** One settlement item: one contract and one period. Money as decimal strings. */
export const settlementItemSchema = z.object({
  id: z.number(),
  kind: z.enum(contractKinds),
  contractId: z.number(),
  /** The period's instants (ISO); a real-time or hourly salary's is one local hour. */
  periodStart: z.string(),
  periodEnd: z.string(),
  /** The period's local days in the brand's time zone, inclusive. */
  localFrom: z.string(),
  localTo: z.string(),
  /** Who earned it (the contract's holder) and who pays it (the offerer). */
  holder: z.string(),
  /** The paying agent's username; null: the house paid (a top-level agent's house contract). */
  payer: z.string().nullable(),
  teamValidBet: z.string(),
  teamBet: z.string(),
  teamPayout: z.string(),
  /** Dividend: the team's net loss (bet − payout) in the period. */
  teamNetLoss: z.string(),
  activeMembers: z.number(),
  /** Dividend: the negative base carried in from the period before. */
  carryIn: z.string(),
  /** What the rate applied to. */
  base: z.string(),
  /** The rung's rate: a percent, or money per 10,000 of valid bet. */
  rate: z.string(),
  amount: z.string(),
  paid: z.string(),
  owed: z.string(),
  state: z.enum(settlementItemStates),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type SettlementItem = z.infer<typeof settlementItemSchema>;

const moneyTotals = z.object({ amount: z.string(), paid: z.string(), owed: z.string() });

export const settlementRecordsSchema = pagedSchema(settlementItemSchema).extend({
  range: reportRangeSchema,
  /** Over every matching item, not only the page. */
  totals: moneyTotals,
});
export type SettlementRecords = z.infer<typeof settlementRecordsSchema>;
