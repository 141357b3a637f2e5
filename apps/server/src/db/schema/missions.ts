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
  GameType,
  LeaderboardMetric,
  LeaderboardPeriod,
  LocalizedText,
  MissionGoalKind,
  MissionPeriod,
} from '@lobby/contracts';
import { brandColumn, memberColumn } from './owner-columns.ts';

const minor = (name: string) => bigint(name, { mode: 'bigint' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A mission the operator defined (issue 14, docs/rewards.md "Missions and leaderboards").
 * `target` is minor units for valid_bet and deposit_total, a count otherwise;
 * `multiplier_hundredths` is the payout ÷ stake a win_multiplier round must reach (× 100).
 */
export const missions = pgTable(
  'missions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: brandColumn(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    period: text('period').$type<MissionPeriod>().notNull(),
    goalKind: text('goal_kind').$type<MissionGoalKind>().notNull(),
    gameType: text('game_type').$type<GameType>(),
    target: minor('target').notNull(),
    multiplierHundredths: integer('multiplier_hundredths'),
    minStake: minor('min_stake')
      .notNull()
      .default(sql`0`),
    /** Minor units, paid from the brand's `promotions` house account. */
    reward: minor('reward').notNull(),
    minVipLevel: integer('min_vip_level').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('missions_merchant_idx').on(t.merchantId, t.enabled),
    check('missions_positive', sql`${t.target} > 0 and ${t.reward} > 0`),
  ],
);

/**
 * A member's progress on a mission in one period (`period_key`: the local date the period
 * starts). Written by the activity consumer; frozen once claimed. `vendor_rounds` counts the
 * rounds per vendor for distinct_vendors (a take-back removes a vendor whose count reaches 0).
 */
export const missionProgress = pgTable(
  'mission_progress',
  {
    missionId: bigint('mission_id', { mode: 'number' })
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    memberId: memberColumn(),
    periodKey: text('period_key').notNull(),
    merchantId: brandColumn(),
    progress: minor('progress')
      .notNull()
      .default(sql`0`),
    vendorRounds: jsonb('vendor_rounds').$type<Record<string, number>>().notNull().default({}),
    claimedAt: at('claimed_at'),
    /** What the claim paid (minor units). */
    paid: minor('paid'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.missionId, t.memberId, t.periodKey] }),
    index('mission_progress_member_idx').on(t.memberId, t.periodKey),
  ],
);

/** A leaderboard and its prize pool (`prizes`: minor units per rank, rank 1 first). */
export const leaderboards = pgTable(
  'leaderboards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: brandColumn(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    metric: text('metric').$type<LeaderboardMetric>().notNull(),
    period: text('period').$type<LeaderboardPeriod>().notNull(),
    /** The window of a custom board. */
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    gameType: text('game_type').$type<GameType>(),
    minStake: minor('min_stake')
      .notNull()
      .default(sql`0`),
    prizes: jsonb('prizes').$type<string[]>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('leaderboards_merchant_idx').on(t.merchantId, t.enabled)],
);

/**
 * One period of a board, made when its first score arrives (or the operator closes it). The
 * close locks this row: scores arriving after it find `closed_at` set and are not counted.
 */
export const leaderboardPeriods = pgTable(
  'leaderboard_periods',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leaderboardId: bigint('leaderboard_id', { mode: 'number' })
      .notNull()
      .references(() => leaderboards.id, { onDelete: 'cascade' }),
    merchantId: brandColumn(),
    periodKey: text('period_key').notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    closedAt: at('closed_at'),
    /** 'job' at the period's end, 'staff' when the operator closed it early. */
    closedBy: text('closed_by').$type<'job' | 'staff'>(),
  },
  (t) => [
    uniqueIndex('leaderboard_periods_key').on(t.leaderboardId, t.periodKey),
    index('leaderboard_periods_open_idx')
      .on(t.endsAt)
      .where(sql`${t.closedAt} is null`),
  ],
);

/**
 * A member's score in a period: turnover in minor units, or the best multiplier × 100.
 * `reached_at` is when the score was last raised: on equal scores the earlier one ranks first.
 */
export const leaderboardScores = pgTable(
  'leaderboard_scores',
  {
    periodId: bigint('period_id', { mode: 'number' })
      .notNull()
      .references(() => leaderboardPeriods.id, { onDelete: 'cascade' }),
    memberId: memberColumn(),
    score: minor('score').notNull(),
    reachedAt: at('reached_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.periodId, t.memberId] }),
    index('leaderboard_scores_rank_idx').on(t.periodId, t.score.desc(), t.reachedAt, t.memberId),
  ],
);

/**
 * The rounds that set a member's best multiplier in a period (each beat the one before), so
 * a round taken back gives the score back to the record before it.
 */
export const leaderboardRecords = pgTable(
  'leaderboard_records',
  {
    periodId: bigint('period_id', { mode: 'number' })
      .notNull()
      .references(() => leaderboardPeriods.id, { onDelete: 'cascade' }),
    memberId: memberColumn(),
    /** `bets.id`. */
    sourceId: bigint('source_id', { mode: 'number' }).notNull(),
    score: minor('score').notNull(),
    reachedAt: at('reached_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.periodId, t.memberId, t.sourceId] })],
);

/** A prize paid at a period's close: one row per rank, with its ledger idempotency key's rank. */
export const leaderboardPrizes = pgTable(
  'leaderboard_prizes',
  {
    periodId: bigint('period_id', { mode: 'number' })
      .notNull()
      .references(() => leaderboardPeriods.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    memberId: memberColumn(),
    score: minor('score').notNull(),
    amount: minor('amount').notNull(),
    paidAt: at('paid_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.periodId, t.rank] })],
);
