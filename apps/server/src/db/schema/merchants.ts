import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AuthPolicy, BrandTheme, GamePolicy, Language, WalletPolicy } from '@lobby/contracts';

/** A brand. Every other row belongs to one. */
export const merchants = pgTable(
  'merchants',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    currencyCode: text('currency_code').notNull(),
    currencySymbol: text('currency_symbol').notNull(),
    currencyDecimals: integer('currency_decimals').notNull(),
    languages: jsonb('languages').$type<Language[]>().notNull(),
    defaultLanguage: text('default_language').$type<Language>().notNull(),
    timeZone: text('time_zone').notNull(),
    theme: jsonb('theme').$type<BrandTheme>().notNull(),
    minimumAge: integer('minimum_age').notNull().default(21),
    /** ISO alpha-2 codes refused with status 2. */
    blockedCountries: jsonb('blocked_countries')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    isMaintenance: boolean('is_maintenance').notNull().default(false),
    maintenanceUntil: timestamp('maintenance_until', { withTimezone: true }),
    isDefault: boolean('is_default').notNull().default(false),
    mainDomain: text('main_domain').notNull(),
    analyticsId: text('analytics_id'),
    imageCdns: jsonb('image_cdns')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    launchGameCdns: jsonb('launch_game_cdns')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    registerMode: text('register_mode')
      .$type<'username' | 'mobile'>()
      .notNull()
      .default('username'),
    countryDialingCode: text('country_dialing_code').notNull().default('+66'),
    phoneDigitsMin: integer('phone_digits_min').notNull().default(9),
    phoneDigitsMax: integer('phone_digits_max').notNull().default(10),
    /** Overrides of the identity defaults (contracts' defaultAuthPolicy). */
    authPolicy: jsonb('auth_policy')
      .$type<Partial<AuthPolicy>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Overrides of the wallet defaults (contracts' defaultWalletPolicy). */
    walletPolicy: jsonb('wallet_policy')
      .$type<Partial<WalletPolicy>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Overrides of the game defaults (contracts' defaultGamePolicy): stake limits, sessions. */
    gamePolicy: jsonb('game_policy')
      .$type<Partial<GamePolicy>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('merchants_code_key').on(t.code),
    // at most one default merchant
    uniqueIndex('merchants_one_default')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
  ],
);
