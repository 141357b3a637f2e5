import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  ContractEndReason,
  ContractKind,
  ContractState,
  DebtRule,
  DividendPeriod,
} from '@lobby/contracts';
import { merchants } from './merchants.ts';
import { members } from './identity.ts';

/**
 * The upline hierarchy as a closure table: one row per (ancestor, descendant) pair, the
 * account itself included at depth 0. A subtree, a downline count or "is this member in my
 * team" is one indexed lookup at any depth, never a recursive walk per request. Rows are
 * written only by the database: a trigger on `members` adds an account's rows when it is
 * inserted, and the upline is fixed from then on (another trigger refuses to change it).
 */
export const agentTree = pgTable(
  'agent_tree',
  {
    merchantId: bigint('merchant_id', { mode: 'number' })
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    ancestorId: bigint('ancestor_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    descendantId: bigint('descendant_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** 0 for the account itself, 1 for a direct downline, and so on. */
    depth: integer('depth').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.descendantId] }),
    index('agent_tree_ancestor_depth_idx').on(t.ancestorId, t.depth),
    index('agent_tree_descendant_idx').on(t.descendantId, t.depth),
    check('agent_tree_depth_check', sql`${t.depth} >= 0`),
  ],
);

const merchantId = () =>
  bigint('merchant_id', { mode: 'number' })
    .notNull()
    .references(() => merchants.id, { onDelete: 'cascade' });
const memberRef = (name: string) =>
  bigint(name, { mode: 'number' })
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' });

/**
 * A brand's agent settings (§1): which contract kinds are on, each kind's cap (basis points
 * of a percent for dividend and real time; minor units per 10,000 of valid bet for the
 * salaries), the dividend periods agents may offer, and the active-member rule. A brand
 * without a row has every kind off.
 */
export const agentSettings = pgTable('agent_settings', {
  merchantId: bigint('merchant_id', { mode: 'number' })
    .primaryKey()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  dividendEnabled: boolean('dividend_enabled').notNull().default(false),
  dailySalaryEnabled: boolean('daily_salary_enabled').notNull().default(false),
  hourlySalaryEnabled: boolean('hourly_salary_enabled').notNull().default(false),
  realtimeSalaryEnabled: boolean('realtime_salary_enabled').notNull().default(false),
  dividendCap: bigint('dividend_cap', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  dailySalaryCap: bigint('daily_salary_cap', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  hourlySalaryCap: bigint('hourly_salary_cap', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  realtimeSalaryCap: bigint('realtime_salary_cap', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  /** The periods agents may offer; the first is the default. */
  dividendPeriods: jsonb('dividend_periods')
    .$type<DividendPeriod[]>()
    .notNull()
    .default(sql`'["semimonthly"]'::jsonb`),
  negativeCarryForward: boolean('negative_carry_forward').notNull().default(false),
  /**
   * How owed settlements are paid when the payer's money arrives: `whole` pays an owed item
   * only in full (oldest first), `partial` pays what the balance allows.
   */
  debtRule: text('debt_rule').$type<DebtRule>().notNull().default('whole'),
  /** An active member deposited at least this (minor units) in the period… */
  activeMinDeposit: bigint('active_min_deposit', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  /** …and made at least this valid bet (minor units). */
  activeMinBet: bigint('active_min_bet', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  /** Abuse: an agent without login or team activity for this many days is flagged dormant. */
  dormantAgentDays: integer('dormant_agent_days').notNull().default(30),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One rung of a stored ladder: team valid bet (minor units, decimal text), active members,
 * and the rate (basis points, or minor units per 10,000 of valid bet for the salaries).
 */
export interface StoredTier {
  threshold: string;
  minActive: number;
  rate: string;
}

/**
 * Contracts between an agent (upline) and a direct downline (holder), or between the house
 * (upline null, offered by the operator) and a top-level agent. States and rules in
 * docs/agents.md; at most one running and one pending contract per holder and kind.
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    kind: text('kind').$type<ContractKind>().notNull(),
    state: text('state').$type<ContractState>().notNull().default('offered'),
    /** The offering agent (the holder's upline); null: the house offered it (a top-level holder). */
    uplineId: bigint('upline_id', { mode: 'number' }).references(() => members.id, {
      onDelete: 'cascade',
    }),
    holderId: memberRef('holder_id'),
    /** Dividend only. */
    period: text('period').$type<DividendPeriod>(),
    tiers: jsonb('tiers').$type<StoredTier[]>().notNull(),
    /** The running contract this offer raises. */
    replacesId: bigint('replaces_id', { mode: 'number' }),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason').$type<ContractEndReason>(),
  },
  (t) => [
    uniqueIndex('agent_contracts_one_running')
      .on(t.holderId, t.kind)
      .where(sql`${t.state} = 'accepted'`),
    uniqueIndex('agent_contracts_one_pending')
      .on(t.holderId, t.kind)
      .where(sql`${t.state} = 'offered'`),
    index('agent_contracts_upline_idx').on(t.uplineId, t.state),
    index('agent_contracts_merchant_idx').on(t.merchantId, t.id),
  ],
);

/** An agent's own note on an account of its team (downline management). */
export const agentDownlineRemarks = pgTable(
  'agent_downline_remarks',
  {
    merchantId: merchantId(),
    agentId: memberRef('agent_id'),
    downlineId: memberRef('downline_id'),
    remark: text('remark').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.downlineId] })],
);
