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
  LoyaltyProduct,
  LocalizedText,
  MallGoodsKind,
  PointsEntryKind,
  RebatePeriodKind,
  RebateState,
  RedemptionState,
} from '@lobby/contracts';
import { brandColumn, memberColumn } from './owner-columns.ts';

const minor = (name: string) =>
  bigint(name, { mode: 'bigint' })
    .notNull()
    .default(sql`0`);
const at = (name: string) => timestamp(name, { withTimezone: true });

/** A brand's loyalty settings (issue 14 part B; docs/rewards.md "VIP, points, mall and rebates"). */
export const loyaltySettings = pgTable('loyalty_settings', {
  merchantId: brandColumn().primaryKey(),
  rebatePeriod: text('rebate_period').$type<RebatePeriodKind>().notNull().default('daily'),
  /** Minor units: a member's rebate of a period below this is not paid. */
  rebateMinimum: minor('rebate_minimum'),
  /** Points per million minor units deposited. */
  depositPointsPpm: integer('deposit_points_ppm').notNull().default(0),
  /** Points per one major unit of cash when converting (the points ratio). */
  pointsPerCashUnit: integer('points_per_cash_unit').notNull().default(100),
  /** Days earned points live; 0 = never expire. */
  pointsExpiryDays: integer('points_expiry_days').notNull().default(0),
});

/** Per-product rates (parts per million of the valid bet in minor units). */
export const loyaltyProductRates = pgTable(
  'loyalty_product_rates',
  {
    merchantId: brandColumn(),
    product: text('product').$type<LoyaltyProduct>().notNull(),
    vipPointsPpm: integer('vip_points_ppm').notNull().default(0),
    pointsPpm: integer('points_ppm').notNull().default(0),
    rebatePpm: integer('rebate_ppm').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.product] })],
);

/** A VIP level of a brand and its benefits. Level 0 is where every member starts. */
export const vipTiers = pgTable(
  'vip_tiers',
  {
    merchantId: brandColumn(),
    level: integer('level').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    /** Monthly VIP points that lift a member to this level. */
    reachPoints: minor('reach_points'),
    /** Monthly VIP points that keep the level at the monthly review. */
    keepPoints: minor('keep_points'),
    /** Share of the rebate paid, in basis points (10000 = the whole rebate). */
    rebateShareBp: integer('rebate_share_bp').notNull().default(0),
    levelUpBonus: minor('level_up_bonus'),
    birthdayBonus: minor('birthday_bonus'),
    monthlyBonus: minor('monthly_bonus'),
    withdrawalsPerDay: integer('withdrawals_per_day'),
    /** Minor units a member of the level may withdraw per local day; null: the brand's rule. */
    withdrawalDailyAmount: bigint('withdrawal_daily_amount', { mode: 'bigint' }),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.level] }),
    check('vip_tiers_keep_le_reach', sql`${t.keepPoints} <= ${t.reachPoints}`),
  ],
);

/** A member's loyalty state: VIP level and the carried fractions of points. */
export const loyaltyMembers = pgTable('loyalty_members', {
  memberId: memberColumn().primaryKey(),
  merchantId: brandColumn(),
  vipLevel: integer('vip_level').notNull().default(0),
  /** Millionths of a point not yet credited (points, VIP points). */
  pointsCarry: minor('points_carry'),
  vipCarry: minor('vip_carry'),
  levelChangedAt: at('level_changed_at'),
});

/** VIP points per member and local month (yyyy-mm in the brand's zone). */
export const vipMonths = pgTable(
  'vip_months',
  {
    memberId: memberColumn(),
    merchantId: brandColumn(),
    month: text('month').notNull(),
    points: minor('points'),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.month] })],
);

/** One monthly VIP review of a brand: exactly once per month. */
export const vipReviews = pgTable(
  'vip_reviews',
  {
    merchantId: brandColumn(),
    month: text('month').notNull(),
    kept: integer('kept').notNull().default(0),
    dropped: integer('dropped').notNull().default(0),
    reviewedAt: at('reviewed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.month] })],
);

/**
 * Points earned on one local day (a lot), spent oldest first; what is left of a lot when it
 * expires goes back to the house.
 */
export const pointsLots = pgTable(
  'points_lots',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: brandColumn(),
    memberId: memberColumn(),
    day: text('day').notNull(),
    earned: minor('earned'),
    remaining: minor('remaining'),
    expiresAt: at('expires_at'),
  },
  (t) => [
    uniqueIndex('points_lots_member_day').on(t.memberId, t.day),
    index('points_lots_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.remaining} > 0`),
    check('points_lots_remaining', sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.earned}`),
  ],
);

/**
 * The points history (§3 points details): earnings summed per member, day and type;
 * spending, refunds and expiry one row each.
 */
export const pointsEntries = pgTable(
  'points_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: brandColumn(),
    memberId: memberColumn(),
    kind: text('kind').$type<PointsEntryKind>().notNull(),
    day: text('day').notNull(),
    /** Signed points. */
    points: minor('points'),
    reference: text('reference'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('points_entries_daily')
      .on(t.memberId, t.kind, t.day)
      .where(sql`${t.reference} is null`),
    index('points_entries_member_idx').on(t.memberId, t.id),
  ],
);

/** Goods of the points mall. */
export const mallGoods = pgTable(
  'mall_goods',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: brandColumn(),
    kind: text('kind').$type<MallGoodsKind>().notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    /** A site path of an SVG picture (drawn, never downloaded). */
    image: text('image').notNull(),
    pointsPrice: minor('points_price'),
    /** Cash paid for a credit good, minor units. */
    creditAmount: minor('credit_amount'),
    /** Units left; null: unlimited. */
    stock: integer('stock'),
    isActive: boolean('is_active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('mall_goods_brand_idx').on(t.merchantId, t.sort),
    check('mall_goods_stock', sql`${t.stock} is null or ${t.stock} >= 0`),
  ],
);

/** A redemption of goods (§4.11): in process → approved | rejected (points back). */
export const mallRedemptions = pgTable(
  'mall_redemptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: brandColumn(),
    memberId: memberColumn(),
    goodsId: bigint('goods_id', { mode: 'number' })
      .notNull()
      .references(() => mallGoods.id),
    clientKey: text('client_key').notNull(),
    points: minor('points'),
    state: text('state').$type<RedemptionState>().notNull(),
    address: text('address').notNull().default(''),
    reason: text('reason'),
    decidedBy: bigint('decided_by', { mode: 'number' }),
    createdAt: at('created_at').notNull().defaultNow(),
    decidedAt: at('decided_at'),
  },
  (t) => [
    uniqueIndex('mall_redemptions_key').on(t.memberId, t.clientKey),
    index('mall_redemptions_member_idx').on(t.memberId, t.id),
    index('mall_redemptions_state_idx').on(t.merchantId, t.state, t.id),
  ],
);

/** Rebate turnover per member, local day and product, until a cut-off takes it. */
export const rebateTurnover = pgTable(
  'rebate_turnover',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: brandColumn(),
    memberId: memberColumn(),
    day: text('day').notNull(),
    product: text('product').$type<LoyaltyProduct>().notNull(),
    validBet: minor('valid_bet'),
    cutoffId: bigint('cutoff_id', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('rebate_turnover_open')
      .on(t.memberId, t.day, t.product)
      .where(sql`${t.cutoffId} is null`),
    index('rebate_turnover_cut_idx')
      .on(t.merchantId, t.day)
      .where(sql`${t.cutoffId} is null`),
  ],
);

/** One rebate cut-off of a brand: exactly once per period (its last local day). */
export const rebateCutoffs = pgTable(
  'rebate_cutoffs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: brandColumn(),
    period: text('period').$type<RebatePeriodKind>().notNull(),
    periodFrom: text('period_from').notNull(),
    periodTo: text('period_to').notNull(),
    members: integer('members').notNull().default(0),
    total: minor('total'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('rebate_cutoffs_period').on(t.merchantId, t.periodTo)],
);

/** A member's rebate of one cut-off: claimable → claimed. */
export const rebates = pgTable(
  'rebates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: brandColumn(),
    memberId: memberColumn(),
    cutoffId: bigint('cutoff_id', { mode: 'number' })
      .notNull()
      .references(() => rebateCutoffs.id),
    validBet: minor('valid_bet'),
    amount: minor('amount'),
    shareBp: integer('share_bp').notNull(),
    state: text('state').$type<RebateState>().notNull().default('claimable'),
    createdAt: at('created_at').notNull().defaultNow(),
    claimedAt: at('claimed_at'),
  },
  (t) => [
    uniqueIndex('rebates_member_cutoff').on(t.memberId, t.cutoffId),
    index('rebates_member_idx').on(t.memberId, t.id),
  ],
);

/** VIP bonuses paid (level-up, birthday, monthly): one row per cause, the ledger key's twin. */
export const vipBonuses = pgTable(
  'vip_bonuses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: brandColumn(),
    memberId: memberColumn(),
    kind: text('kind').$type<'level_up' | 'birthday' | 'monthly'>().notNull(),
    /** The level for a level-up, the year for a birthday, the month for a monthly bonus. */
    cause: text('cause').notNull(),
    amount: minor('amount'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('vip_bonuses_cause').on(t.memberId, t.kind, t.cause)],
);
