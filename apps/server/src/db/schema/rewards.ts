import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  BonusStatus,
  ContributionWeights,
  DepositBonusRules,
  LocalizedText,
  PromotionEntryState,
  PromotionKind,
  PromotionState,
  WageringBase,
  WithdrawalTurnoverRule,
} from '@lobby/contracts';
import { merchants } from './merchants.ts';
import { brandColumn, memberColumn } from './owner-columns.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const minor = (name: string) =>
  bigint(name, { mode: 'bigint' })
    .notNull()
    .default(sql`0`);

/**
 * A brand's bonus rules (docs/rewards.md "Bonuses and promotions"): how much a valid bet of each
 * game type counts toward wagering (percent), and what a withdrawal with open turnover does.
 * No row: the defaults of `defaultRewardSettings`.
 */
export const rewardSettings = pgTable('reward_settings', {
  merchantId: bigint('merchant_id', { mode: 'number' })
    .primaryKey()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  contributionWeights: jsonb('contribution_weights').$type<ContributionWeights>().notNull(),
  withdrawalRule: text('withdrawal_rule').$type<WithdrawalTurnoverRule>().notNull(),
  /** For the `fee` rule: percent of the withdrawal amount, 0–100. */
  withdrawalFeePercent: integer('withdrawal_fee_percent').notNull().default(0),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * A promotion of the brand. `kind` says which rules apply (today `deposit_bonus`; check-in,
 * lucky wheel and the other activities come as further kinds with their own `rules` shape);
 * `state` follows §4.11: coming soon → open → closed.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: brandColumn(),
    kind: text('kind').$type<PromotionKind>().notNull(),
    state: text('state').$type<PromotionState>().notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    summary: jsonb('summary').$type<LocalizedText>().notNull(),
    body: jsonb('body').$type<LocalizedText>().notNull(),
    imageUrl: text('image_url'),
    /** Open for applications from / until (null: no bound). */
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    sortOrder: integer('sort_order').notNull().default(0),
    rules: jsonb('rules').$type<DepositBonusRules>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('promotions_merchant_idx').on(t.merchantId, t.state, t.sortOrder)],
);

/**
 * A member's part in a promotion (§4.11 entry states): `joined` (applied, waiting for the
 * qualifying deposit), `claimable` (qualified: the bonus waits for the claim), `claimed`,
 * `expired` (the claim window passed). One live entry (joined or claimable) per member and
 * promotion; a claim pays once (the bonus's unique `entry_id`).
 */
export const promotionEntries = pgTable(
  'promotion_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: brandColumn(),
    promotionId: bigint('promotion_id', { mode: 'number' })
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    memberId: memberColumn(),
    state: text('state').$type<PromotionEntryState>().notNull(),
    /** The qualifying deposit (`deposits.id`) and its amount. */
    depositId: bigint('deposit_id', { mode: 'number' }),
    depositAmount: minor('deposit_amount'),
    /** Valid bets counted since joining (for a percentage-of-bets award). */
    betProgress: minor('bet_progress'),
    /** The bonus the claim will pay (known once qualified). */
    bonusAmount: minor('bonus_amount'),
    joinedAt: at('joined_at').notNull().defaultNow(),
    qualifiedAt: at('qualified_at'),
    claimBy: at('claim_by'),
    claimedAt: at('claimed_at'),
  },
  (t) => [
    uniqueIndex('promotion_entries_live_key')
      .on(t.promotionId, t.memberId)
      .where(sql`${t.state} in ('joined', 'claimable')`),
    index('promotion_entries_member_idx').on(t.memberId, t.state),
  ],
);

/**
 * A bonus with wagering. Its money sits in the member's `bonus` ledger account only while it is
 * `active`; a `pending` bonus waits (queued behind the active one) with its money still in the
 * house `promotions` account. Ends `completed` (bonus money → cash), `expired` or `forfeited`
 * (→ house), or `cancelled` by an operator (→ house, with a reason).
 */
export const bonuses = pgTable(
  'bonuses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: brandColumn(),
    memberId: memberColumn(),
    promotionId: bigint('promotion_id', { mode: 'number' }).references(() => promotions.id, {
      onDelete: 'set null',
    }),
    /** The promotion entry it pays (unique: a claim pays once); null for an operator's grant. */
    entryId: bigint('entry_id', { mode: 'number' }).references(() => promotionEntries.id, {
      onDelete: 'set null',
    }),
    status: text('status').$type<BonusStatus>().notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    depositAmount: minor('deposit_amount'),
    wageringBase: text('wagering_base').$type<WageringBase>().notNull(),
    multiplier: integer('multiplier').notNull(),
    wageringRequired: minor('wagering_required'),
    /** Weighted valid bets counted so far (minor units). */
    wageringDone: minor('wagering_done'),
    validDays: integer('valid_days').notNull(),
    /** Staff who granted or cancelled it, and why. */
    grantedBy: bigint('granted_by', { mode: 'number' }),
    reason: text('reason'),
    endReason: text('end_reason'),
    createdAt: at('created_at').notNull().defaultNow(),
    activatedAt: at('activated_at'),
    expiresAt: at('expires_at'),
    endedAt: at('ended_at'),
  },
  (t) => [
    uniqueIndex('bonuses_entry_key').on(t.entryId),
    // one active wagering bonus per member; the next waits as pending
    uniqueIndex('bonuses_one_active')
      .on(t.memberId)
      .where(sql`${t.status} = 'active'`),
    index('bonuses_member_idx').on(t.merchantId, t.memberId, t.status),
    index('bonuses_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'active'`),
  ],
);
