import { bigint, bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { merchants } from './merchants.ts';

const merchantId = () =>
  bigint('merchant_id', { mode: 'number' })
    .notNull()
    .references(() => merchants.id, { onDelete: 'cascade' });

/**
 * Codes sent by SMS or mail (login, registration, password reset, second step). Stored as an
 * HMAC under the server secret, single-use, expiring, burnt after too many wrong guesses.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    purpose: text('purpose')
      .$type<'login' | 'register' | 'reset' | 'second_step' | 'security'>()
      .notNull(),
    /** E.164 phone number or lower-cased mail address. */
    destination: text('destination').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('verification_codes_destination_idx').on(
      t.merchantId,
      t.purpose,
      t.destination,
      t.createdAt,
    ),
    index('verification_codes_ip_idx').on(t.merchantId, t.ip, t.createdAt),
  ],
);

/** Captcha answers waiting to be checked; single-use. */
export const captchaChallenges = pgTable('captcha_challenges', {
  id: text('id').primaryKey(),
  merchantId: merchantId(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Solved proof-of-work challenges, remembered until they expire so none is used twice. */
export const botCheckUses = pgTable('bot_check_uses', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
