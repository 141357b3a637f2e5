import { z } from 'zod';

/**
 * How a settlement item stands: `paid` (all of it), `owed` (the payer lacked the money; part
 * may be paid), `nothing` (settled with nothing due: below every rung, or a team in profit).
 */
export const settlementItemStates = ['paid', 'owed', 'nothing'] as const;
export type SettlementItemState = (typeof settlementItemStates)[number];

/** What started a settlement run. */
export const settlementTriggers = ['schedule', 'operator', 'rerun', 'cli'] as const;
export type SettlementTrigger = (typeof settlementTriggers)[number];

export const settlementRunOutcomes = ['running', 'ok', 'failed'] as const;
export type SettlementRunOutcome = (typeof settlementRunOutcomes)[number];

/**
 * How owed settlements are paid when the payer has money again: `whole` pays an item only in
 * full, oldest first; `partial` pays as much of the oldest as the balance allows.
 */
export const debtRules = ['whole', 'partial'] as const;
export type DebtRule = (typeof debtRules)[number];
export const debtRuleSchema = z.enum(debtRules);
