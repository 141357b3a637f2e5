import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  DepositStatus,
  LocalizedText,
  uploadPurposes,
  WithdrawalConfirmation,
  WithdrawalStatus,
} from '@lobby/contracts';
import { merchants } from './merchants.ts';
import { members } from './identity.ts';

const merchantId = () =>
  bigint('merchant_id', { mode: 'number' })
    .notNull()
    .references(() => merchants.id, { onDelete: 'cascade' });
const memberId = () =>
  bigint('member_id', { mode: 'number' })
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const amount = (name: string) => bigint(name, { mode: 'bigint' });

/** The brand's bank account a manual transfer goes to. */
export interface ReceivingBank {
  bankName: string;
  accountName: string;
  accountNumber: string;
}

/** How members of a brand can deposit: a gateway, or a transfer to the brand's bank account. */
export const paymentChannels = pgTable(
  'payment_channels',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    code: text('code').notNull(),
    kind: text('kind').$type<'gateway' | 'bank_transfer'>().notNull(),
    /** The gateway adapter's name (`sandbox`, …) for gateway channels. */
    gateway: text('gateway'),
    displayName: jsonb('display_name').$type<LocalizedText>().notNull(),
    minAmount: amount('min_amount').notNull(),
    maxAmount: amount('max_amount').notNull(),
    receivingBank: jsonb('receiving_bank').$type<ReceivingBank>(),
    isActive: boolean('is_active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('payment_channels_code_key').on(t.merchantId, t.code)],
);

/** A file a member uploaded (deposit proofs, withdrawal confirmations), checked by content. */
export const storedFiles = pgTable('stored_files', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantId: merchantId(),
  memberId: memberId(),
  purpose: text('purpose').$type<(typeof uploadPurposes)[number]>().notNull(),
  contentType: text('content_type').$type<'image/png' | 'image/jpeg'>().notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  sha256: text('sha256').notNull(),
  /** Where the storage adapter keeps the bytes. */
  storageKey: text('storage_key').notNull(),
  createdAt: createdAt(),
});

export const deposits = pgTable(
  'deposits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    memberId: memberId(),
    channelId: bigint('channel_id', { mode: 'number' })
      .notNull()
      .references(() => paymentChannels.id),
    amount: amount('amount').notNull(),
    status: text('status').$type<DepositStatus>().notNull().default('pending'),
    /** The client's idempotency key and a hash of what it asked. */
    requestKey: text('request_key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** Our order number as the gateway sees it (unguessable). */
    orderNo: text('order_no').notNull(),
    /** The gateway's own id, from its callback. */
    gatewayTxnId: text('gateway_txn_id'),
    /** Manual transfers: the member's transfer reference and proof image. */
    reference: text('reference'),
    proofFileId: bigint('proof_file_id', { mode: 'number' }).references(() => storedFiles.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }),
    reviewNote: text('review_note'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('deposits_request_key').on(t.merchantId, t.memberId, t.requestKey),
    uniqueIndex('deposits_order_no_key').on(t.orderNo),
    index('deposits_member_idx').on(t.memberId, t.createdAt),
    index('deposits_status_idx').on(t.merchantId, t.status, t.createdAt),
  ],
);

/** Every gateway callback received, valid or not: the trail for disputes and forgery attempts. */
export const gatewayCallbacks = pgTable(
  'gateway_callbacks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gateway: text('gateway').notNull(),
    orderNo: text('order_no'),
    rawBody: text('raw_body').notNull(),
    signatureValid: boolean('signature_valid').notNull(),
    /** What Lobby did: credited, replayed, refused_signature, refused_amount, unknown_order, … */
    outcome: text('outcome').notNull(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('gateway_callbacks_order_idx').on(t.orderNo)],
);

/** A member's bank account for withdrawals; the holder name must match the member's payeeName. */
export const memberBankAccounts = pgTable(
  'member_bank_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    memberId: memberId(),
    bankCode: text('bank_code').notNull(),
    accountNumber: text('account_number').notNull(),
    holderName: text('holder_name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('member_bank_accounts_key')
      .on(t.merchantId, t.memberId, t.bankCode, t.accountNumber)
      .where(sql`${t.removedAt} is null`),
  ],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    memberId: memberId(),
    bankAccountId: bigint('bank_account_id', { mode: 'number' })
      .notNull()
      .references(() => memberBankAccounts.id),
    amount: amount('amount').notNull(),
    status: text('status').$type<WithdrawalStatus>().notNull().default('pending'),
    requestKey: text('request_key').notNull(),
    requestHash: text('request_hash').notNull(),
    orderNo: text('order_no').notNull(),
    payoutMethod: text('payout_method').$type<'gateway' | 'manual'>(),
    gatewayTxnId: text('gateway_txn_id'),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }),
    reviewNote: text('review_note'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The member's answer after payout (§4.11), or `received` by the time limit. */
    confirmation: text('confirmation').$type<WithdrawalConfirmation>(),
    amountReceived: amount('amount_received'),
    proofFileId: bigint('proof_file_id', { mode: 'number' }).references(() => storedFiles.id),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    autoConfirmed: boolean('auto_confirmed').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('withdrawals_request_key').on(t.merchantId, t.memberId, t.requestKey),
    uniqueIndex('withdrawals_order_no_key').on(t.orderNo),
    index('withdrawals_member_idx').on(t.memberId, t.createdAt),
    index('withdrawals_status_idx').on(t.merchantId, t.status, t.paidAt),
  ],
);

/** Responsible gambling: a member's deposit limit per period; an increase waits 24 hours. */
export const depositLimits = pgTable(
  'deposit_limits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    memberId: memberId(),
    period: text('period').$type<'daily' | 'weekly' | 'monthly'>().notNull(),
    /** The limit in force; null means none. */
    amount: amount('amount'),
    /** A raise (or removal) waiting for its cooling-off time. */
    pendingAmount: amount('pending_amount'),
    pendingRemoval: boolean('pending_removal').notNull().default(false),
    pendingFrom: timestamp('pending_from', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('deposit_limits_key').on(t.memberId, t.period)],
);

/** Responsible gambling: a self-exclusion blocks deposits and play until it ends. */
export const selfExclusions = pgTable(
  'self_exclusions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    memberId: memberId(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null: permanent. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('self_exclusions_member_idx').on(t.memberId, t.endsAt)],
);
