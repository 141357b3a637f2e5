import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { RedEnvelopeAudience, RedEnvelopeSplit } from '@lobby/contracts';
import { merchants } from './merchants.ts';
import { members } from './identity.ts';

const memberRef = (name: string) =>
  bigint(name, { mode: 'number' })
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' });

/**
 * A red envelope an agent funded for its downline (issue 13). The money sits in the brand's
 * `red_envelopes` house account from funding until a claim pays a share out or the expiry
 * gives the rest back; this row keeps what is still owed (`total − claimed − refunded`).
 * Claims lock this row, so two claims of the last share serialise here.
 */
export const redEnvelopes = pgTable(
  'red_envelopes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: bigint('merchant_id', { mode: 'number' })
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    agentId: memberRef('agent_id'),
    /** The funding call's Idempotency-Key: a repeated call answers this envelope. */
    clientKey: text('client_key').notNull(),
    /** Minor units. */
    total: bigint('total', { mode: 'bigint' }).notNull(),
    shareCount: integer('share_count').notNull(),
    split: text('split').$type<RedEnvelopeSplit>().notNull(),
    audience: text('audience').$type<RedEnvelopeAudience>().notNull(),
    message: text('message').notNull().default(''),
    claimedCount: integer('claimed_count').notNull().default(0),
    claimedAmount: bigint('claimed_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    refundedAmount: bigint('refunded_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the expiry gave the rest back (or found nothing left); null while it is live. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('red_envelopes_client_key').on(t.merchantId, t.agentId, t.clientKey),
    index('red_envelopes_agent_idx').on(t.agentId, t.createdAt),
    index('red_envelopes_open_idx')
      .on(t.merchantId, t.expiresAt)
      .where(sql`${t.closedAt} is null`),
    check('red_envelopes_positive', sql`${t.total} > 0 and ${t.shareCount} > 0`),
    check(
      'red_envelopes_never_overpaid',
      sql`${t.claimedAmount} + ${t.refundedAmount} <= ${t.total} and ${t.claimedCount} <= ${t.shareCount}`,
    ),
  ],
);

/**
 * The shares of an envelope, drawn when it is funded (a random split is drawn then with a
 * CSPRNG), so a claim takes the next unclaimed one in O(1). One claim per member and envelope.
 */
export const redEnvelopeShares = pgTable(
  'red_envelope_shares',
  {
    envelopeId: bigint('envelope_id', { mode: 'number' })
      .notNull()
      .references(() => redEnvelopes.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** Minor units, at least 1. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    claimedBy: bigint('claimed_by', { mode: 'number' }).references(() => members.id, {
      onDelete: 'cascade',
    }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.envelopeId, t.seq] }),
    uniqueIndex('red_envelope_shares_one_claim')
      .on(t.envelopeId, t.claimedBy)
      .where(sql`${t.claimedBy} is not null`),
    index('red_envelope_shares_member_idx')
      .on(t.claimedBy)
      .where(sql`${t.claimedBy} is not null`),
    check('red_envelope_shares_positive', sql`${t.amount} > 0`),
  ],
);
