import { z } from 'zod';
import { languageSchema } from '../common/language.ts';

/**
 * Filters of the transaction-history page: deposits, withdrawals, transfers, adjustments, and
 * agent contract payouts (salary, dividend: received, or paid to a downline) and red envelopes.
 */
export const transactionTypes = [
  'deposit',
  'withdrawal',
  'transfer',
  'adjustment',
  'salary',
  'dividend',
  'red_envelope',
] as const;
export type TransactionType = (typeof transactionTypes)[number];

const dateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const pageFields = {
  /** yyyy-mm-dd in the brand's time zone, inclusive; both absent means the last 7 days. */
  from: dateText.optional(),
  to: dateText.optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

/** GET /wps/member/transactions (page transactionHistory). */
export const transactionHistoryQuerySchema = z.object({
  type: z.enum(transactionTypes).optional(),
  /** Language of the channel and vendor names in `note`; the brand's default when absent. */
  lang: languageSchema.optional(),
  ...pageFields,
});
export type TransactionHistoryQuery = z.infer<typeof transactionHistoryQuerySchema>;

export const transactionHistoryItemSchema = z.object({
  /** `deposit:12`, `withdrawal:3`, `ledger:99`: unique across kinds. */
  id: z.string(),
  type: z.enum(transactionTypes),
  /** Finer kind, e.g. vendor_transfer_in, agent_transfer, gateway, bank_transfer, daily_salary. */
  detail: z.string(),
  amount: z.string(),
  status: z.string(),
  orderNo: z.string().nullable(),
  /** Vendor, counterparty or channel, as shown. */
  note: z.string(),
  createdAt: z.string(),
});
export type TransactionHistoryItem = z.infer<typeof transactionHistoryItemSchema>;

export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    pageNo: z.number(),
    pageSize: z.number(),
    totalPages: z.number(),
    totalElements: z.number(),
  });

export const transactionHistorySchema = pagedSchema(transactionHistoryItemSchema);
export type TransactionHistory = z.infer<typeof transactionHistorySchema>;

/** The ledger kinds the account record can filter on. */
export const accountRecordKinds = [
  'deposit',
  'withdrawal_hold',
  'withdrawal_release',
  'withdrawal_payout',
  'vendor_transfer_in',
  'vendor_transfer_out',
  'agent_transfer',
  'adjustment',
  'trial_funding',
  'bet',
  'win',
  'rollback',
  'bonus',
  'commission',
  'points',
  'salary',
  'dividend',
  'red_envelope_fund',
  'red_envelope_claim',
  'red_envelope_refund',
] as const;
export type AccountRecordKind = (typeof accountRecordKinds)[number];

/** GET /wps/member/accountRecord: every posting on the main wallet, with the balance after. */
export const accountRecordQuerySchema = z.object({
  kind: z.enum(accountRecordKinds).optional(),
  /** Language of the vendor names in `note`; the brand's default when absent. */
  lang: languageSchema.optional(),
  ...pageFields,
});
export type AccountRecordQuery = z.infer<typeof accountRecordQuerySchema>;

export const accountRecordItemSchema = z.object({
  id: z.number(),
  kind: z.enum(accountRecordKinds),
  amount: z.string(),
  balanceAfter: z.string(),
  note: z.string(),
  createdAt: z.string(),
});
export type AccountRecordItem = z.infer<typeof accountRecordItemSchema>;
export const accountRecordSchema = pagedSchema(accountRecordItemSchema);
export type AccountRecord = z.infer<typeof accountRecordSchema>;
