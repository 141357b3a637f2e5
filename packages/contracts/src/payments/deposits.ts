import { z } from 'zod';
import { localizedTextSchema } from '../common/language.ts';

export const depositStatuses = ['pending', 'completed', 'failed', 'expired'] as const;
export type DepositStatus = (typeof depositStatuses)[number];

/** GET /wps/payments/deposit/channels (page depositv2). */
export const depositChannelSchema = z.object({
  code: z.string(),
  kind: z.enum(['gateway', 'bank_transfer']),
  displayName: localizedTextSchema,
  minAmount: z.string(),
  maxAmount: z.string(),
  /** Where to send a manual transfer; only for bank_transfer channels. */
  receivingBank: z
    .object({ bankName: z.string(), accountName: z.string(), accountNumber: z.string() })
    .nullable(),
});
export type DepositChannel = z.infer<typeof depositChannelSchema>;
export const depositChannelListSchema = z.object({
  channels: z.array(depositChannelSchema),
  currencySymbol: z.string(),
});

/** POST /wps/payments/deposits with the Idempotency-Key header. */
export const createDepositRequestSchema = z.object({
  channelCode: z.string().min(1).max(40),
  amount: z.string().min(1).max(40),
  /** Manual transfers: the reference the member wrote on the transfer. */
  reference: z.string().trim().min(1).max(64).optional(),
  /** Manual transfers: the proof image uploaded first through POST /wps/files. */
  proofFileId: z.number().int().positive().optional(),
});
export type CreateDepositRequest = z.infer<typeof createDepositRequestSchema>;

export const depositSchema = z.object({
  id: z.number(),
  orderNo: z.string(),
  channelCode: z.string(),
  kind: z.enum(['gateway', 'bank_transfer']),
  amount: z.string(),
  status: z.enum(depositStatuses),
  /** Gateway deposits: the gateway's pay page to open. */
  payUrl: z.string().nullable(),
  reference: z.string().nullable(),
  expiresAt: z.string(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Deposit = z.infer<typeof depositSchema>;

/** POST /wps/files (multipart, one file): png or jpg, at most 5 MB. */
export const uploadResultSchema = z.object({ fileId: z.number() });
export const maxUploadBytes = 5 * 1024 * 1024;
export const uploadPurposes = ['deposit_proof', 'withdrawal_proof'] as const;
