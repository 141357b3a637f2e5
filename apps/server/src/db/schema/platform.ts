import { bigint, bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { merchants } from './merchants.ts';

/**
 * Keys the server makes for itself on first start when configuration gives none (the
 * payload-encryption key pair, the HMAC key for codes). Shared by every instance through the
 * database; the first instance to start wins the insert.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every mail and SMS Lobby sends. The embedded transports only write here (tests and the
 * dev outbox page read it); real transports send and record the outcome.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: bigint('merchant_id', { mode: 'number' })
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /** What the message is for, e.g. register-code, password-reset. */
    purpose: text('purpose').notNull(),
    transport: text('transport').notNull(),
    status: text('status').$type<'sent' | 'failed' | 'stored'>().notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_messages_recipient_idx').on(t.merchantId, t.recipient, t.createdAt)],
);
