import { z } from 'zod';
import { contractKinds, dividendPeriods } from '../agents/contract-terms.ts';
import { pagedSchema } from '../wallet/records.ts';
import { settlementItemSchema } from './settlement-records.ts';
import { settlementRunOutcomes, settlementTriggers } from './settlement-terms.ts';

const pageFields = {
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

/** One execution of a kind's settlement for one period. */
export const settlementRunSchema = z.object({
  id: z.number(),
  kind: z.enum(contractKinds),
  periodStart: z.string(),
  periodEnd: z.string(),
  trigger: z.enum(settlementTriggers),
  staffId: z.number().nullable(),
  outcome: z.enum(settlementRunOutcomes),
  /** Contracts in force in the period. */
  contracts: z.number(),
  /** Items this run wrote (the others existed before it). */
  created: z.number(),
  paidAmount: z.string(),
  owedAmount: z.string(),
  error: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type SettlementRun = z.infer<typeof settlementRunSchema>;

/** GET /bo/agents/settlements/runs */
export const settlementRunsQuerySchema = z.object({
  kind: z.enum(contractKinds).optional(),
  ...pageFields,
});
export const settlementRunsSchema = pagedSchema(settlementRunSchema);
export type SettlementRuns = z.infer<typeof settlementRunsSchema>;

export const settlementRunParamsSchema = z.object({
  runId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});
export const settlementPageQuerySchema = z.object(pageFields);
export const settlementItemsSchema = pagedSchema(settlementItemSchema);
export type SettlementItems = z.infer<typeof settlementItemsSchema>;

/** GET /bo/agents/settlements/debts: owed items, oldest first. */
export const settlementDebtsQuerySchema = z.object({
  /** Only this payer's debts (username). */
  payer: z.string().trim().min(1).max(64).optional(),
  ...pageFields,
});
export const settlementDebtsSchema = pagedSchema(settlementItemSchema).extend({
  /** Still owed over every matching item. */
  totalOwed: z.string(),
});
export type SettlementDebts = z.infer<typeof settlementDebtsSchema>;

/**
 * POST /bo/agents/settlements/rerun: settles one past period again; pays only what is
 * missing. `date` is a local day of the period (daily, dividend) or of the hour (`hour`).
 */
export const rerunSettlementRequestSchema = z.object({
  kind: z.enum(contractKinds),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** 0–23: the local hour (hourly and real-time salary). */
  hour: z.number().int().min(0).max(23).default(0),
  /** Dividend: which contracts' period (the brand's default when absent). */
  dividendPeriod: z.enum(dividendPeriods).optional(),
});
export type RerunSettlementRequest = z.infer<typeof rerunSettlementRequestSchema>;

/** POST /bo/agents/settlements/run-now: the kind's scheduled job, now. */
export const runSettlementNowRequestSchema = z.object({ kind: z.enum(contractKinds) });
export type RunSettlementNowRequest = z.infer<typeof runSettlementNowRequestSchema>;

export const settlementRunResultSchema = z.object({
  /** The runs this call made for the brand (none when everything was settled already). */
  runs: z.array(settlementRunSchema),
});
export type SettlementRunResult = z.infer<typeof settlementRunResultSchema>;
