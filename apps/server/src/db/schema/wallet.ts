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
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { merchants } from './merchants.ts';
import { members } from './identity.ts';

const merchantId = () =>
  bigint('merchant_id', { mode: 'number' })
    .notNull()
    .references(() => merchants.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * What an account holds. Member accounts: `main` (the wallet), `vendor` (a transfer-mode game
 * vendor's wallet, one per vassalage), `withdrawal_hold` (money asked for but not yet paid out),
 * `points`, `bonus` (bonus money under wagering). House accounts belong to the brand and may go below zero.
 */
export type LedgerAccountKind =
  | 'main'
  | 'vendor'
  | 'withdrawal_hold'
  | 'points'
  /** Bonus money of the member's active bonus, apart from cash (docs/rewards.md). */
  | 'bonus'
  | 'game_revenue'
  | 'deposits_clearing'
  | 'withdrawals_clearing'
  | 'promotions'
  | 'commissions'
  | 'adjustments'
  | 'points_issued'
  | 'play_money'
  /** Red envelopes funded by agents and not yet claimed or given back. */
  | 'red_envelopes'
  /** What the house paid top-level agents under its own contracts (agent settlement). */
  | 'agent_payouts';

/**
 * One balance. Only `modules/wallet` writes here. A house account is split into shards (one row
 * each, chosen at random per transaction) so that a house account credited by every bet never
 * serialises all traffic; its balance is the sum of its shards.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    /** Null for the brand's house accounts. */
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id, {
      onDelete: 'cascade',
    }),
    kind: text('kind').$type<LedgerAccountKind>().notNull(),
    /** The vendor's vassalage code for `vendor` accounts; '' otherwise. */
    vendor: text('vendor').notNull().default(''),
    /** The currency code, 'PTS' for points, 'PLAY' for trial play money. */
    unit: text('unit').notNull(),
    shard: integer('shard').notNull().default(0),
    /** Minor units. */
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    mayGoNegative: boolean('may_go_negative').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    // the database, not only the code, keeps member money from going below zero
    check('ledger_accounts_never_negative', sql`${t.balance} >= 0 or ${t.mayGoNegative}`),
    check(
      'ledger_accounts_members_never_negative',
      sql`${t.memberId} is null or not ${t.mayGoNegative}`,
    ),
    uniqueIndex('ledger_accounts_member_key')
      .on(t.merchantId, t.memberId, t.kind, t.vendor)
      .where(sql`${t.memberId} is not null`),
    uniqueIndex('ledger_accounts_house_key')
      .on(t.merchantId, t.kind, t.unit, t.shard)
      .where(sql`${t.memberId} is null`),
    index('ledger_accounts_member_idx').on(t.memberId),
  ],
);

/** What a ledger transaction was for; the records pages filter by it. */
export type LedgerTransactionKind =
  | 'deposit'
  | 'withdrawal_hold'
  | 'withdrawal_release'
  | 'withdrawal_payout'
  | 'vendor_transfer_in'
  | 'vendor_transfer_out'
  | 'agent_transfer'
  | 'adjustment'
  | 'trial_funding'
  | 'bet'
  | 'win'
  | 'rollback'
  | 'bonus'
  | 'commission'
  | 'points'
  /** An agent contract's daily, hourly or real-time salary (agent settlement). */
  | 'salary'
  /** An agent contract's dividend (agent settlement). */
  | 'dividend'
  | 'red_envelope_fund'
  | 'red_envelope_claim'
  | 'red_envelope_refund'
  /** A bonus's money converted to cash when its wagering is met. */
  | 'bonus_release'
  /** A bonus's money back to the house: expired, forfeited or cancelled. */
  | 'bonus_forfeit'
  /** The fee of a withdrawal with open wagering (the brand's `fee` rule). */
  | 'bonus_fee';

/**
 * One movement of money: its postings sum to zero per unit. The idempotency key is unique per
 * brand; the request hash tells a replay (same content: the first answer again) from a clash
 * (same key, other content: refused).
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    kind: text('kind').$type<LedgerTransactionKind>().notNull(),
    /** The member the movement is about, for the records pages; null for house-only moves. */
    memberId: bigint('member_id', { mode: 'number' }),
    /** What caused it, e.g. `deposit:42`, `withdrawal:7`, `member:9`. */
    reference: text('reference'),
    /** Shown in records: vendor, counterparty, reason. Never holds secrets. */
    memo: jsonb('memo')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_key').on(t.merchantId, t.idempotencyKey),
    index('ledger_transactions_member_idx').on(t.memberId, t.createdAt),
  ],
);

/** One leg of a transaction: a signed amount on one account and that account's balance after. */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    check('ledger_postings_not_zero', sql`${t.amount} <> 0`),
    index('ledger_postings_account_idx').on(t.accountId, t.id),
    index('ledger_postings_transaction_idx').on(t.transactionId),
  ],
);
