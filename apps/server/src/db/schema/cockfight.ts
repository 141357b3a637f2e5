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
import { brandColumn, memberColumn } from './owner-columns.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const money = (name: string) => bigint(name, { mode: 'bigint' });

/**
 * A brand's cockfight switch (docs/cockfight.md): the countries where its players may bet, and
 * its plasada. No row, or no country: cockfight is off.
 */
export const cockfightSettings = pgTable('cockfight_settings', {
  merchantId: brandColumn().primaryKey(),
  /** ISO 3166-1 alpha-2 codes; never PH, TH or VN (refused by the operator API). */
  enabledCountries: text('enabled_countries')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** The house's share of the Meron and Wala pools, in basis points (500 = 5%). */
  plasadaBps: integer('plasada_bps').notNull().default(500),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** An operator-run event: an arena on a day, with its video link; fights belong to it. */
export const cockfightEvents = pgTable(
  'cockfight_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: brandColumn(),
    arena: text('arena').notNull(),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    videoUrl: text('video_url'),
    /** `running` while fights are entered and bet on; `ended` afterwards. */
    status: text('status').$type<'running' | 'ended'>().notNull().default('running'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('cockfight_events_merchant_idx').on(t.merchantId, t.id)],
);

/**
 * One fight of an event. The pools are running totals of its accepted (and pending) bets, kept
 * on the row so a bet and the close serialise on it. `result_version` counts the results
 * entered: a correction raises it and every bet is settled again to the new version.
 */
export const cockfightFights = pgTable(
  'cockfight_fights',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: brandColumn(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => cockfightEvents.id, { onDelete: 'cascade' }),
    fightNumber: integer('fight_number').notNull(),
    meron: text('meron').notNull(),
    wala: text('wala').notNull(),
    state: text('state')
      .$type<'open' | 'last_call' | 'closed' | 'resulted'>()
      .notNull()
      .default('open'),
    /** The result entered by the operator (or `cancelled` by the ≤ 107 rule at close). */
    result: text('result').$type<'meron' | 'wala' | 'draw' | 'cancelled'>(),
    /** The brand's plasada when the fight was entered: the one its board shows and it is settled with. */
    plasadaBps: integer('plasada_bps').notNull(),
    meronPool: money('meron_pool')
      .notNull()
      .default(sql`0`),
    walaPool: money('wala_pool')
      .notNull()
      .default(sql`0`),
    drawPool: money('draw_pool')
      .notNull()
      .default(sql`0`),
    resultVersion: integer('result_version').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    resultedAt: at('resulted_at'),
  },
  (t) => [
    uniqueIndex('cockfight_fights_number_key').on(t.eventId, t.fightNumber),
    index('cockfight_fights_merchant_idx').on(t.merchantId, t.state),
    check(
      'cockfight_fights_pools_check',
      sql`meron_pool >= 0 and wala_pool >= 0 and draw_pool >= 0`,
    ),
  ],
);

/**
 * A member's bet on a fight. `pending` until the provider wallet took the stake (then `open`),
 * deleted if it refused. `returned` is what settlement has paid so far for `settled_version`;
 * a correction moves only the difference.
 */
export const cockfightBets = pgTable(
  'cockfight_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: brandColumn(),
    memberId: memberColumn(),
    fightId: bigint('fight_id', { mode: 'number' })
      .notNull()
      .references(() => cockfightFights.id, { onDelete: 'cascade' }),
    side: text('side').$type<'meron' | 'wala' | 'draw'>().notNull(),
    stake: money('stake').notNull(),
    /** The wallet unit of the game session (brand currency, or PLAY). */
    unit: text('unit').notNull(),
    status: text('status').$type<'pending' | 'open' | 'settled'>().notNull().default('pending'),
    /** The member's idempotency key: the same key places the bet once. */
    requestKey: text('request_key').notNull(),
    /** The game session token, sealed: settlement needs a session of the player. */
    sessionTokenSealed: text('session_token_sealed').notNull(),
    returned: money('returned')
      .notNull()
      .default(sql`0`),
    settledVersion: integer('settled_version').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('cockfight_bets_request_key').on(t.merchantId, t.memberId, t.requestKey),
    index('cockfight_bets_fight_idx').on(t.fightId, t.memberId),
    check('cockfight_bets_stake_check', sql`stake > 0 and returned >= 0`),
  ],
);
