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
  ActivityKind,
  ActivityRules,
  ApplicationState,
  LocalizedText,
} from '@lobby/contracts';
import { brandColumn, memberColumn } from './owner-columns.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An activity of the brand (docs/rewards.md "Activities"). Its state follows its schedule:
 * coming soon before `starts_at`, open until `ends_at`, closed after.
 */
export const activities = pgTable(
  'activities',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: brandColumn(),
    kind: text('kind').$type<ActivityKind>().notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    summary: jsonb('summary').$type<LocalizedText>().notNull(),
    body: jsonb('body').$type<LocalizedText>().notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    rules: jsonb('rules').$type<ActivityRules>().notNull(),
    /** Red-envelope rain: what is left of the budget (locked with the row by every try). */
    budgetLeft: bigint('budget_left', { mode: 'bigint' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('activities_merchant_idx').on(t.merchantId, t.endsAt)],
);

/**
 * Every prize an activity paid a member, one row per cause (`award_key`: `checkin:<day>`,
 * `spin:<nonce>`, `coupon:<id>`, `application:<id>`). The unique key, written in the
 * transaction of the payment, is what makes a second claim pay nothing.
 */
export const activityAwards = pgTable(
  'activity_awards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: brandColumn(),
    memberId: memberColumn(),
    activityId: bigint('activity_id', { mode: 'number' })
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    awardKey: text('award_key').notNull(),
    /** The brand's local day of the play (per-day limits count these). */
    localDay: text('local_day').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    bonusMultiplier: integer('bonus_multiplier').notNull().default(0),
    /** Kind-specific facts: the check-in's streak day, the spin's seeds and slice. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('activity_awards_cause_uq').on(t.activityId, t.memberId, t.awardKey),
    index('activity_awards_member_day_idx').on(t.memberId, t.activityId, t.localDay),
  ],
);

/**
 * The member's committed seed for the next spin of a wheel: its hash is shown before the spin;
 * the spin reveals it and commits a fresh one (nonce + 1).
 */
export const activityWheelSeeds = pgTable(
  'activity_wheel_seeds',
  {
    activityId: bigint('activity_id', { mode: 'number' })
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    memberId: memberColumn(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    nonce: integer('nonce').notNull().default(0),
  },
  (t) => [uniqueIndex('activity_wheel_seeds_pk').on(t.activityId, t.memberId)],
);

/** A coupon code of a coupon activity: each member once, at most `max_uses` members. */
export const activityCoupons = pgTable(
  'activity_coupons',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: brandColumn(),
    activityId: bigint('activity_id', { mode: 'number' })
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    maxUses: integer('max_uses').notNull(),
    usedCount: integer('used_count').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('activity_coupons_code_uq').on(t.merchantId, sql`upper(${t.code})`)],
);

/**
 * A member's application (§4.11: applying → rejected | issued → claimed) with its comment and
 * images (stored files of purpose `activity_application`). One live application (not
 * rejected) per member and activity.
 */
export const activityApplications = pgTable(
  'activity_applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: brandColumn(),
    memberId: memberColumn(),
    activityId: bigint('activity_id', { mode: 'number' })
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    state: text('state').$type<ApplicationState>().notNull(),
    comment: text('comment').notNull(),
    fileIds: jsonb('file_ids').$type<number[]>().notNull(),
    reason: text('reason'),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }),
    reviewedAt: at('reviewed_at'),
    claimedAt: at('claimed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('activity_applications_live_uq')
      .on(t.activityId, t.memberId)
      .where(sql`${t.state} <> 'rejected'`),
    index('activity_applications_review_idx').on(t.merchantId, t.state, t.createdAt),
  ],
);

/** A raffle's winning ticket, in the order drawn (rank 1 first). */
export interface RaffleWinnerRow {
  rank: number;
  ticketId: number;
  memberId: number;
}

/**
 * A raffle's committed seed and, once drawn, its result (docs/rewards.md "Raffle"): the
 * SHA-256 of the server seed is shown before the first ticket; the draw fixes the ticket
 * list's hash and the winners and reveals the seed. `drawn_at` set means drawn, once.
 */
export const activityRaffles = pgTable('activity_raffles', {
  activityId: bigint('activity_id', { mode: 'number' })
    .primaryKey()
    .references(() => activities.id, { onDelete: 'cascade' }),
  merchantId: brandColumn(),
  serverSeed: text('server_seed').notNull(),
  serverSeedHash: text('server_seed_hash').notNull(),
  ticketListHash: text('ticket_list_hash'),
  ticketCount: integer('ticket_count'),
  winners: jsonb('winners').$type<RaffleWinnerRow[]>(),
  drawnAt: at('drawn_at'),
  /** The staff member who drew it early; null when the close job drew it. */
  drawnBy: bigint('drawn_by', { mode: 'number' }),
});

/** One raffle ticket; a member takes the day's tickets once per local day (`seq` 1…N). */
export const activityRaffleTickets = pgTable(
  'activity_raffle_tickets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: brandColumn(),
    memberId: memberColumn(),
    activityId: bigint('activity_id', { mode: 'number' })
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    localDay: text('local_day').notNull(),
    seq: integer('seq').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('activity_raffle_tickets_uq').on(t.activityId, t.memberId, t.localDay, t.seq),
    index('activity_raffle_tickets_activity_idx').on(t.activityId, t.id),
  ],
);
