import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  ContractKind,
  SettlementItemState,
  SettlementRunOutcome,
  SettlementTrigger,
} from '@lobby/contracts';
import { merchants } from './merchants.ts';
import { members } from './identity.ts';
import { agentContracts } from './agents.ts';

const merchantId = () =>
  bigint('merchant_id', { mode: 'number' })
    .notNull()
    .references(() => merchants.id, { onDelete: 'cascade' });
const money = (name: string) =>
  bigint(name, { mode: 'bigint' })
    .notNull()
    .default(sql`0`);

/**
 * One execution of the settlement of one kind and period for one brand (scheduled, run early
 * by the operator, re-run, or from the command line). Its items are the settlements it wrote.
 */
export const agentSettlementRuns = pgTable(
  'agent_settlement_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    kind: text('kind').$type<ContractKind>().notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    trigger: text('trigger').$type<SettlementTrigger>().notNull(),
    /** The staff account of an operator's run. */
    staffId: bigint('staff_id', { mode: 'number' }),
    outcome: text('outcome').$type<SettlementRunOutcome>().notNull().default('running'),
    /** Contracts in force in the period. */
    contracts: integer('contracts').notNull().default(0),
    /** Items this run wrote (the others were settled before). */
    created: integer('created').notNull().default(0),
    paidAmount: money('paid_amount'),
    owedAmount: money('owed_amount'),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('agent_settlement_runs_merchant_idx').on(t.merchantId, t.kind, t.id)],
);

/**
 * The settlement of one contract for one period: the team's figures, the rung's rate, what
 * is due and what has been paid. Unique by (contract, kind, period): a second run finds the
 * row and pays only what is still owed. A real-time salary's period is a local hour whose row
 * grows run after run (`base` is the valid bet counted so far).
 */
export const agentSettlements = pgTable(
  'agent_settlements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    contractId: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => agentContracts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ContractKind>().notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    /** The local days of the period in the brand's time zone (one day for an hour). */
    localFrom: date('local_from', { mode: 'string' }).notNull(),
    localTo: date('local_to', { mode: 'string' }).notNull(),
    holderId: bigint('holder_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** Who pays: the contract's offerer; null: the house (`agent_payouts`), never owed. */
    payerId: bigint('payer_id', { mode: 'number' }).references(() => members.id, {
      onDelete: 'cascade',
    }),
    teamValidBet: money('team_valid_bet'),
    teamBet: money('team_bet'),
    teamPayout: money('team_payout'),
    activeMembers: integer('active_members').notNull().default(0),
    /** Dividend: the negative base carried in from the period before (0 or below). */
    carryIn: money('carry_in'),
    /** What the rate applies to: team valid bet (salaries) or net loss + carry (dividend). */
    base: money('base'),
    /** The rung's rate: basis points, or minor units per 10,000 of valid bet. */
    rate: money('rate'),
    amount: money('amount'),
    paid: money('paid'),
    state: text('state').$type<SettlementItemState>().notNull(),
    runId: bigint('run_id', { mode: 'number' }).references(() => agentSettlementRuns.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('agent_settlements_contract_period').on(t.contractId, t.kind, t.periodStart),
    index('agent_settlements_holder_idx').on(t.holderId, t.kind, t.periodStart),
    index('agent_settlements_payer_idx').on(t.payerId, t.kind, t.periodStart),
    index('agent_settlements_owed_idx')
      .on(t.merchantId, t.payerId, t.periodEnd, t.id)
      .where(sql`${t.state} = 'owed'`),
    index('agent_settlements_run_idx').on(t.runId),
    check('agent_settlements_paid_range', sql`${t.paid} >= 0 and ${t.paid} <= ${t.amount}`),
  ],
);
