import { z } from 'zod';
import { pagedSchema } from '../wallet/records.ts';
import { openTurnoverSchema } from '../rewards/rewards.ts';

/**
 * pending → approved → paid, or pending → rejected (the hold goes back to the main wallet).
 * After payout the member confirms (§4.11); unconfirmed, it counts as received after the
 * brand's time limit.
 */
export const withdrawalStatuses = ['pending', 'approved', 'rejected', 'paid'] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];
export const withdrawalConfirmations = ['received', 'partly_received', 'not_received'] as const;
export type WithdrawalConfirmation = (typeof withdrawalConfirmations)[number];

/** A member's bank account, number masked except the last four digits. */
export const bankAccountSchema = z.object({
  id: z.number(),
  bankCode: z.string(),
  bankName: z.string(),
  accountNumberMasked: z.string(),
  holderName: z.string(),
  isDefault: z.boolean(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;
/** GET /wps/member/bankAccounts: the member's active accounts, the default first. */
export const bankAccountListSchema = z.array(bankAccountSchema);

/** Answer of DELETE /wps/member/bankAccounts/:id. */
export const bankAccountRemovedSchema = z.object({ removed: z.literal(true) });

/** Most active bank accounts a member may keep. */
export const maxBankAccounts = 5;

/** POST /wps/member/bankAccounts (security centre). */
export const addBankAccountRequestSchema = z.object({
  bankCode: z.string().min(1).max(20),
  accountNumber: z.string().regex(/^\d{6,20}$/),
  holderName: z.string().trim().min(1).max(100),
  paymentPassword: z.string().min(1).max(64),
});
export type AddBankAccountRequest = z.infer<typeof addBankAccountRequestSchema>;

/**
 * PUT /wps/member/payeeName: the member's real name, set once while empty (bank accounts must
 * be in this name; afterwards only customer service changes it).
 */
export const setPayeeNameRequestSchema = z.object({
  payeeName: z.string().trim().min(1).max(100),
});
export type SetPayeeNameRequest = z.infer<typeof setPayeeNameRequestSchema>;
export const setPayeeNameResultSchema = z.object({ payeeName: z.string() });

/** POST /wps/payments/withdrawals with the Idempotency-Key header. */
export const createWithdrawalRequestSchema = z.object({
  bankAccountId: z.number().int().positive(),
  amount: z.string().min(1).max(40),
  paymentPassword: z.string().min(1).max(64),
});
export type CreateWithdrawalRequest = z.infer<typeof createWithdrawalRequestSchema>;

export const withdrawalSchema = z.object({
  id: z.number(),
  orderNo: z.string(),
  amount: z.string(),
  status: z.enum(withdrawalStatuses),
  bankAccount: bankAccountSchema,
  reviewNote: z.string().nullable(),
  paidAt: z.string().nullable(),
  confirmation: z.enum(withdrawalConfirmations).nullable(),
  amountReceived: z.string().nullable(),
  /** Remaining = amount − amount received, for a partly received withdrawal (§3). */
  remaining: z.string().nullable(),
  autoConfirmed: z.boolean(),
  /** When an unconfirmed paid withdrawal will count as received. */
  autoConfirmAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** GET /wps/payments/withdrawals: the member's own, newest first. */
export const withdrawalListQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type WithdrawalListQuery = z.infer<typeof withdrawalListQuerySchema>;
export const withdrawalListSchema = pagedSchema(withdrawalSchema);
export type WithdrawalList = z.infer<typeof withdrawalListSchema>;

/** POST /wps/payments/withdrawals/:id/confirm. Proof is required unless received in full. */
export const confirmWithdrawalRequestSchema = z.object({
  confirmation: z.enum(withdrawalConfirmations),
  /** partly_received: how much arrived. */
  amountReceived: z.string().min(1).max(40).optional(),
  proofFileId: z.number().int().positive().optional(),
});
export type ConfirmWithdrawalRequest = z.infer<typeof confirmWithdrawalRequestSchema>;

/** GET /wps/payments/withdrawals/settings: what the withdraw page needs before asking. */
export const withdrawalSettingsSchema = z.object({
  minAmount: z.string(),
  maxAmount: z.string(),
  withdrawalsPerDay: z.number(),
  withdrawalsToday: z.number(),
  autoConfirmMinutes: z.number(),
  hasPaymentPassword: z.boolean(),
  payeeName: z.string().nullable(),
  banks: z.array(z.object({ code: z.string(), name: z.string() })),
  /** A bonus's open wagering and the brand's rule for it (docs/rewards.md); null: none. */
  openTurnover: openTurnoverSchema.nullable().optional(),
});
export type WithdrawalSettings = z.infer<typeof withdrawalSettingsSchema>;

/** GET /bo/withdrawals?status=: the brand's withdrawals for review, newest first. */
export const boWithdrawalListQuerySchema = withdrawalListQuerySchema.extend({
  status: z.enum(withdrawalStatuses).optional(),
});
export type BoWithdrawalListQuery = z.infer<typeof boWithdrawalListQuerySchema>;

/** A withdrawal as an operator sees it: whose it is and the full account number to pay. */
export const boWithdrawalSchema = withdrawalSchema.extend({
  memberId: z.number(),
  username: z.string(),
  /** Unmasked: the operator pays to it by hand when the payout is manual. */
  accountNumber: z.string(),
  payoutMethod: z.enum(['gateway', 'manual']).nullable(),
  gatewayTxnId: z.string().nullable(),
  reviewedBy: z.number().nullable(),
  reviewedAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  proofFileId: z.number().nullable(),
});
export type BoWithdrawal = z.infer<typeof boWithdrawalSchema>;
export const boWithdrawalListSchema = pagedSchema(boWithdrawalSchema);
export type BoWithdrawalList = z.infer<typeof boWithdrawalListSchema>;
