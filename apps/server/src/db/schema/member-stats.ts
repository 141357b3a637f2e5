import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { merchants } from './merchants.ts';
import { members } from './identity.ts';

const zeroBigint = (name: string) =>
  bigint(name, { mode: 'bigint' })
    .notNull()
    .default(sql`0`);
const zeroCount = (name: string) => integer(name).notNull().default(0);

/**
 * The figures every bucket of a member's statistics holds (minor units of the brand currency;
 * play money is never counted). Rounds count when they settle, deposits when they complete,
 * withdrawals when they are paid; see docs/agent-reports.md.
 */
const figures = () => ({
  merchantId: bigint('merchant_id', { mode: 'number' })
    .notNull()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  memberId: bigint('member_id', { mode: 'number' })
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  /** Settled rounds with a stake. */
  betCount: zeroCount('bet_count'),
  betAmount: zeroBigint('bet_amount'),
  /** Stake of settled rounds that are not a push (payout = stake); cancelled never count. */
  validBet: zeroBigint('valid_bet'),
  payout: zeroBigint('payout'),
  depositCount: zeroCount('deposit_count'),
  depositAmount: zeroBigint('deposit_amount'),
  withdrawalCount: zeroCount('withdrawal_count'),
  withdrawalAmount: zeroBigint('withdrawal_amount'),
});

/**
 * A member's statistics per local day of the brand's time zone. Written only by the database
 * (triggers on bets, deposits and withdrawals, in the transaction that moves the money), so
 * team reports read these rows joined with `agent_tree` and never scan the bets table.
 */
export const memberStatsDaily = pgTable(
  'member_stats_daily',
  {
    ...figures(),
    /** The local day in the brand's time zone. */
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.day] }),
    index('member_stats_daily_merchant_day_idx').on(t.merchantId, t.day),
  ],
);

/**
 * The same per local month and per local week (from Monday): `span` is `month` or `week`,
 * `starts` its first day, so a report over a month or a week reads one row per member;
 * `day_rows` counts the member's daily rows inside the span (whether a member had activity
 * in a range is part of the answer).
 */
export const memberStatsPeriod = pgTable(
  'member_stats_period',
  {
    ...figures(),
    span: text('span').$type<'month' | 'week'>().notNull(),
    starts: date('starts', { mode: 'string' }).notNull(),
    dayRows: zeroCount('day_rows'),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.span, t.starts] }),
    index('member_stats_period_merchant_span_idx').on(t.merchantId, t.span, t.starts),
  ],
);

/** The same per local hour: the instant the hour starts, for hourly salaries and charts. */
export const memberStatsHourly = pgTable(
  'member_stats_hourly',
  {
    ...figures(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.hour] }),
    index('member_stats_hourly_merchant_hour_idx').on(t.merchantId, t.hour),
  ],
);
