import { z } from 'zod';
import { reportRangeSchema } from '../agent-reports/report-query.ts';
import { contractKinds } from '../agents/contract-terms.ts';
import { pagedSchema } from '../wallet/records.ts';
import { settlementRangeFields } from './settlement-records.ts';

export const agentIncomeSorts = ['periodStart', 'ownAmount', 'remainder'] as const;

/** GET /wps/agent/income (agentRevenueReport): the agent's income per kind and period. */
export const agentIncomeQuerySchema = z.object({
  /** One kind only; every kind the brand has on when absent. */
  kind: z.enum(contractKinds).optional(),
  ...settlementRangeFields,
  sort: z.enum(agentIncomeSorts).default('periodStart'),
  order: z.enum(['asc', 'desc']).default('desc'),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AgentIncomeQuery = z.infer<typeof agentIncomeQuerySchema>;

const incomeFigures = {
  /** What the agent's own contracts earned. */
  ownAmount: z.string(),
  ownPaid: z.string(),
  ownOwed: z.string(),
  /** What the agent owes its direct downlines' contracts for the same periods. */
  dueToDownlines: z.string(),
  downlinesPaid: z.string(),
  downlinesOwed: z.string(),
  /** Own amount − due to downlines: the agent's level difference. */
  remainder: z.string(),
};

/**
 * One kind and period (an hourly or real-time salary's local day). Level difference: each
 * contract pays its holder's team base × the holder's rate, so the remainder is the agent's
 * direct members' base × its rate plus each sub-agent's base × (its rate − theirs).
 */
export const agentIncomeRowSchema = z.object({
  kind: z.enum(contractKinds),
  localFrom: z.string(),
  localTo: z.string(),
  ...incomeFigures,
});
export type AgentIncomeRow = z.infer<typeof agentIncomeRowSchema>;

export const agentIncomeSchema = pagedSchema(agentIncomeRowSchema).extend({
  range: reportRangeSchema,
  totals: z.object(incomeFigures),
});
export type AgentIncome = z.infer<typeof agentIncomeSchema>;
