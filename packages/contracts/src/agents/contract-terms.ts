import { z } from 'zod';
import { pagedSchema } from '../wallet/records.ts';

/** The four contract kinds of §1; each is switched on per brand. */
export const contractKinds = [
  'dividend',
  'daily_salary',
  'hourly_salary',
  'realtime_salary',
] as const;
export type ContractKind = (typeof contractKinds)[number];

/**
 * offered → accepted | rejected | withdrawn; accepted → terminated (§4.11). `withdrawn`: the
 * offerer took the offer back, a newer offer replaced it, or the offerer accepted a lower
 * contract of its own (§4.11).
 */
export const contractStates = [
  'offered',
  'accepted',
  'rejected',
  'withdrawn',
  'terminated',
] as const;
export type ContractState = (typeof contractStates)[number];

/** Dividend periods: semimonthly (1st–15th, 16th–end) by default; weekly, monthly where allowed. */
export const dividendPeriods = ['semimonthly', 'weekly', 'monthly'] as const;
export type DividendPeriod = (typeof dividendPeriods)[number];

/** Why a contract ended (`endReason`). */
export const contractEndReasons = [
  /** The offerer withdrew an offer or terminated a running contract. */
  'by_upline',
  /** The holder gave up its running contract. */
  'by_holder',
  /** A raise the holder accepted replaced it (or a newer offer replaced a pending one). */
  'replaced',
  /** §4.11: the offerer accepted a lower contract of its own, below this one. */
  'upline_contract_lowered',
] as const;
export type ContractEndReason = (typeof contractEndReasons)[number];

/** Tier counts per kind: a dividend ladder 1–6, a salary ladder 3–6, real time one rate. */
export const contractTierLimits = {
  dividend: { min: 1, max: 6 },
  daily_salary: { min: 3, max: 6 },
  hourly_salary: { min: 3, max: 6 },
  realtime_salary: { min: 1, max: 1 },
} as const satisfies Record<ContractKind, { min: number; max: number }>;

/**
 * Whether a kind's rate is a percentage (dividend: of the team's net loss; real time: of each
 * settled valid bet) or an amount per 10,000 of team valid bet (daily and hourly salary).
 */
export function isPercentKind(kind: ContractKind): boolean {
  return kind === 'dividend' || kind === 'realtime_salary';
}

const decimalText = z.string().trim().min(1).max(40);

/**
 * One rung of a ladder: the rate applies when the period's team valid bet reaches
 * `teamValidBet` and (dividend only) the team has `activeMembers` active members.
 */
export const contractTierSchema = z.object({
  /** Team valid bet of the period (money, decimal string); "0" for real time. */
  teamValidBet: decimalText,
  /** Active members the team needs (dividend); 0 for the salaries. */
  activeMembers: z.number().int().min(0).max(1_000_000).default(0),
  /** Percent with up to 2 decimals (dividend, real time) or money per 10,000 valid bet (salaries). */
  rate: decimalText,
});
export type ContractTier = z.infer<typeof contractTierSchema>;

/** POST /wps/agent/contracts: an agent offers a contract to a direct downline. */
export const offerContractRequestSchema = z.object({
  /** The direct downline's username. */
  downline: z.string().trim().min(1).max(64),
  kind: z.enum(contractKinds),
  /** Dividend only: the brand's default when absent. */
  period: z.enum(dividendPeriods).optional(),
  tiers: z.array(contractTierSchema).min(1).max(6),
});
export type OfferContractRequest = z.infer<typeof offerContractRequestSchema>;

/** POST /bo/agents/contracts: the operator offers a house contract to a top-level agent. */
export const offerHouseContractRequestSchema = offerContractRequestSchema
  .omit({ downline: true })
  .extend({
    /** The top-level agent's username. */
    holder: z.string().trim().min(1).max(64),
  });
export type OfferHouseContractRequest = z.infer<typeof offerHouseContractRequestSchema>;

/** A contract as its two parties (and the operator) see it. */
export const contractViewSchema = z.object({
  id: z.number(),
  kind: z.enum(contractKinds),
  state: z.enum(contractStates),
  /** The agent that offered it (the holder's upline); null: the house (operator) offered it. */
  upline: z.string().nullable(),
  /** The downline that holds or was offered it. */
  holder: z.string(),
  holderNickname: z.string(),
  /** Dividend period; null for the salaries. */
  period: z.enum(dividendPeriods).nullable(),
  tiers: z.array(
    z.object({ teamValidBet: z.string(), activeMembers: z.number(), rate: z.string() }),
  ),
  /** The running contract this offer raises, when it is one. */
  replacesId: z.number().nullable(),
  offeredAt: z.string(),
  answeredAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  endReason: z.enum(contractEndReasons).nullable(),
});
export type ContractView = z.infer<typeof contractViewSchema>;

/** The `:contractId` of the contract calls. */
export const contractIdParamsSchema = z.object({
  contractId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});

/** Filters of the contract lists. */
export const contractListQuerySchema = z.object({
  kind: z.enum(contractKinds).optional(),
  state: z.enum(contractStates).optional(),
  /** Only this counterparty's contracts (username). */
  username: z.string().trim().min(1).max(64).optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type ContractListQuery = z.infer<typeof contractListQuerySchema>;

export const contractListSchema = pagedSchema(contractViewSchema);
export type ContractList = z.infer<typeof contractListSchema>;

/** GET /wps/agent/contracts/pending: the offers awaiting this account's answer (dialog §2.4). */
export const pendingContractsSchema = z.object({ offers: z.array(contractViewSchema) });
export type PendingContracts = z.infer<typeof pendingContractsSchema>;

/**
 * The four `…reqtype` values of the consolidated contract info (§3): 0 nothing, 1 an offer of
 * this kind awaits the account's answer (open the contract dialog), 2 a contract is running.
 */
export const contractRequestTypes = { none: 0, offerPending: 1, running: 2 } as const;
export type ContractRequestType = (typeof contractRequestTypes)[keyof typeof contractRequestTypes];
