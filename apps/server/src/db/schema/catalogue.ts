import {
  bigint,
  bigserial,
  boolean,
  integer,
  pgTable,
  text,
  timestamp,
  index,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { GameType } from '@lobby/contracts';
import { merchants } from './merchants.ts';
import { localizedJson } from './system.ts';

const merchantId = () =>
  bigint('merchant_id', { mode: 'number' })
    .notNull()
    .references(() => merchants.id, { onDelete: 'cascade' });

/** Game vendors (vassalage codes) per brand, grouped by game type into categories. */
export const vendors = pgTable(
  'vendors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    vassalage: text('vassalage').notNull(),
    gameType: text('game_type').$type<GameType>().notNull(),
    displayName: localizedJson('display_name').notNull(),
    iconUrl: text('icon_url').notNull(),
    isGame: text('is_game').$type<'VASSALAGE' | 'GAME'>().notNull(),
    /** Seamless vendors spend the main wallet; transfer vendors keep their own wallet. */
    walletMode: text('wallet_mode').$type<'seamless' | 'transfer'>().notNull().default('seamless'),
    isMaintenance: boolean('is_maintenance').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('vendors_key').on(t.merchantId, t.vassalage, t.gameType)],
);

export const games = pgTable(
  'games',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    vassalage: text('vassalage').notNull(),
    gameType: text('game_type').$type<GameType>().notNull(),
    gameCode: text('game_code').notNull(),
    displayName: localizedJson('display_name').notNull(),
    isGame: text('is_game').$type<'VASSALAGE' | 'GAME'>().notNull().default('GAME'),
    isHot: boolean('is_hot').notNull().default(false),
    lagerIcon: text('lager_icon'),
    showIcon: text('show_icon'),
    iconUrl: text('icon_url').notNull(),
    hasTrial: boolean('has_trial').notNull().default(true),
    isMaintenance: boolean('is_maintenance').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    /** Per-game stake limits in minor units; null falls back to the brand's game policy. */
    minStake: bigint('min_stake', { mode: 'bigint' }),
    maxStake: bigint('max_stake', { mode: 'bigint' }),
  },
  (t) => [
    uniqueIndex('games_key').on(t.merchantId, t.vassalage, t.gameCode),
    index('games_type_idx').on(t.merchantId, t.gameType, t.vassalage, t.sort),
  ],
);

/**
 * The winner board's feed: one row per notable win. Settlement appends to it (games issue);
 * the demo seed puts a few rows here so the board is not empty on a fresh install.
 */
export const winnerFeed = pgTable(
  'winner_feed',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    customerName: text('customer_name').notNull(),
    /** Minor units of the brand currency. */
    winAmount: bigint('win_amount', { mode: 'bigint' }).notNull(),
    wonAt: timestamp('won_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('winner_feed_recent_idx').on(t.merchantId, t.wonAt)],
);
