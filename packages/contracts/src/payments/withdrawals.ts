import { z } from 'zod';

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

/** POST /wps/member/bankAccounts (security centre). */
export const addBankAccountRequestSchema = z.object({
  bankCode: z.string().min(1).max(20),
  accountNumber: z.string().regex(/^\d{6,20}$/),
  holderName: z.string().trim().min(1).max(100),
  paymentPassword: z.string().min(1).max(64),
});
export type AddBankAccountRequest = z.infer<typeof addBankAccountRequestSchema>;

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
});
export type WithdrawalSettings = z.infer<typeof withdrawalSettingsSchema>;
