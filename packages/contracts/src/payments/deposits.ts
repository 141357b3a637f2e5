import { z } from 'zod';
import { localizedTextSchema } from '../common/language.ts';
import { pagedSchema } from '../wallet/records.ts';

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
  /** Manual transfers: the proof image uploaded first (PUT /wps/files?purpose=deposit_proof). */
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
  /**
   * Gateway deposits: the gateway's pay page to open (an absolute URL), in the create answer
   * and the detail of a pending deposit; null in lists and once the deposit is settled.
   */
  payUrl: z.string().nullable(),
  reference: z.string().nullable(),
  /** An operator's note, e.g. why a bank transfer was rejected. */
  reviewNote: z.string().nullable(),
  /** A pending deposit expires at this time unless paid or approved first. */
  expiresAt: z.string(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Deposit = z.infer<typeof depositSchema>;

/** GET /wps/payments/deposits: the member's own, newest first. */
export const depositListQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type DepositListQuery = z.infer<typeof depositListQuerySchema>;
export const depositListSchema = pagedSchema(depositSchema);
export type DepositList = z.infer<typeof depositListSchema>;

/** GET /bo/deposits?status=: the brand's deposits for review, newest first. */
export const boDepositListQuerySchema = depositListQuerySchema.extend({
  status: z.enum(depositStatuses).optional(),
});
export type BoDepositListQuery = z.infer<typeof boDepositListQuerySchema>;

/** A deposit as an operator sees it: whose it is, the proof to check, who reviewed it. */
export const boDepositSchema = depositSchema.extend({
  memberId: z.number(),
  username: z.string(),
  /** The member's real name, to match against the sender of a bank transfer. */
  payeeName: z.string().nullable(),
  proofFileId: z.number().nullable(),
  gatewayTxnId: z.string().nullable(),
  reviewedBy: z.number().nullable(),
});
export type BoDeposit = z.infer<typeof boDepositSchema>;
export const boDepositListSchema = pagedSchema(boDepositSchema);
export type BoDepositList = z.infer<typeof boDepositListSchema>;

/**
 * What a payment gateway's callback carries (the embedded sandbox's format). `amount` is an
 * integer of minor units as a string, so no decimal point can be misread.
 */
export const gatewayNotificationSchema = z.object({
  orderNo: z.string().min(1).max(64),
  gatewayTxnId: z.string().min(1).max(64),
  amount: z.string().regex(/^\d{1,18}$/),
  currency: z.string().min(3).max(8),
  status: z.enum(['success', 'failed']),
});
export type GatewayNotification = z.infer<typeof gatewayNotificationSchema>;

/** The `:gateway` of POST /wps/payments/callback/:gateway; any name (an unknown one is a 404). */
export const gatewayCallbackParamsSchema = z.object({ gateway: z.string().min(1).max(64) });

/** What Lobby answers a gateway whose callback it accepted (it stops retrying). */
export const gatewayCallbackAckSchema = z.object({ success: z.literal(true) });

/** PUT /wps/files?purpose=…: the raw png or jpeg as the body, at most 5 MB. */
export const uploadResultSchema = z.object({ fileId: z.number() });
export const maxUploadBytes = 5 * 1024 * 1024;
export const uploadPurposes = [
  'deposit_proof',
  'withdrawal_proof',
  'activity_application',
  'feedback_screenshot',
] as const;
