import { z } from 'zod';
import { debtRuleSchema } from '../agent-settlement/settlement-terms.ts';
import { contractKinds, dividendPeriods, type ContractKind } from './contract-terms.ts';

/** One kind's switch and cap: the percent (dividend, real time) or amount per 10,000 (salaries). */
const kindSettingSchema = z.object({ enabled: z.boolean(), cap: z.string() });

/** A brand's agent settings (§1 feature flags and the contract rules). */
export const agentSettingsSchema = z.object({
  kinds: z.object({
    dividend: kindSettingSchema,
    daily_salary: kindSettingSchema,
    hourly_salary: kindSettingSchema,
    realtime_salary: kindSettingSchema,
  }) satisfies z.ZodType<Record<ContractKind, unknown>>,
  /** Dividend periods an agent may offer; the first is the default. */
  dividendPeriods: z.array(z.enum(dividendPeriods)).min(1),
  /** A team's loss (for the dividend) below zero is carried into the next period. */
  negativeCarryForward: z.boolean(),
  /** An active member of a period deposited at least this much (money)… */
  activeMinDeposit: z.string(),
  /** …and bet at least this much (valid bet, money). */
  activeMinBet: z.string(),
  /** How owed settlements are paid when the payer has money: whole items only, or in part. */
  debtRule: debtRuleSchema,
  /** An agent with no login and no team activity for this many days is flagged dormant. */
  dormantAgentDays: z.number(),
});
export type AgentSettings = z.infer<typeof agentSettingsSchema>;

const kindUpdateSchema = z.object({
  enabled: z.boolean().optional(),
  cap: z.string().trim().min(1).max(40).optional(),
});

/** PUT /bo/agents/settings: what is given changes, the rest stays. */
export const updateAgentSettingsRequestSchema = z.object({
  kinds: z.partialRecord(z.enum(contractKinds), kindUpdateSchema).optional(),
  dividendPeriods: z
    .array(z.enum(dividendPeriods))
    .min(1)
    .max(dividendPeriods.length)
    .refine((periods) => new Set(periods).size === periods.length, 'repeated period')
    .optional(),
  negativeCarryForward: z.boolean().optional(),
  activeMinDeposit: z.string().trim().min(1).max(40).optional(),
  activeMinBet: z.string().trim().min(1).max(40).optional(),
  debtRule: debtRuleSchema.optional(),
  dormantAgentDays: z.number().int().min(1).max(3_650).optional(),
});
export type UpdateAgentSettingsRequest = z.infer<typeof updateAgentSettingsRequestSchema>;
