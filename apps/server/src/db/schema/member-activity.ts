import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { merchants } from './merchants.ts';
import { members } from './identity.ts';

/** What happened: a round settled (or a settled round changed), a deposit completed. */
export type MemberActivityKind = 'bet' | 'deposit';

const zero = (name: string) =>
  bigint(name, { mode: 'bigint' })
    .notNull()
    .default(sql`0`);

/**
 * The money events the reward features consume (bonus turnover, points, VIP, missions,
 * leaderboards), written by the database itself: triggers on `bets` and `deposits` (migration
 * 0020) add a row in the same transaction as the change, so no path can settle a round or
 * complete a deposit without its event. Rows are a queue, not a record: the activity feed
 * (`platform/activity-feed.ts`) hands each row once to every consumer and deletes it in the
 * same transaction. Play money never appears here.
 */
export const memberActivity = pgTable(
  'member_activity',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: bigint('merchant_id', { mode: 'number' })
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MemberActivityKind>().notNull(),
    /** 1 for the change counted; -1 takes an earlier event back (a settled round re-settled). */
    sign: smallint('sign').notNull(),
    /** `bets.id` or `deposits.id`. */
    sourceId: bigint('source_id', { mode: 'number' }).notNull(),
    /** For bets: the game's type (slot, live, …), vendor (vassalage) and code. */
    gameType: text('game_type'),
    vassalage: text('vassalage'),
    gameCode: text('game_code'),
    stake: zero('stake'),
    /** The round's valid bet; 0 for a push (payout = stake), as the agent statistics count. */
    validBet: zero('valid_bet'),
    payout: zero('payout'),
    /** For deposits: the amount credited. */
    amount: zero('amount'),
    unit: text('unit').notNull(),
    /** When the round settled or the deposit completed. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('member_activity_member_idx').on(t.memberId, t.id)],
);
