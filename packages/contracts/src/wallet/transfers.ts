import { z } from 'zod';
import { languageSchema } from '../common/language.ts';

/** The main wallet's name in wallet transfers; every other wallet is named by its vassalage. */
export const mainWalletCode = 'MAIN';

const amountText = z.string().min(1).max(40);

/** Query of the calls that name vendor wallets: the language of the names. */
export const walletNamesQuerySchema = z.object({
  /** The brand's default language when absent. */
  lang: languageSchema.optional(),
});
export type WalletNamesQuery = z.infer<typeof walletNamesQuerySchema>;
const paymentPassword = z.string().min(1).max(64);

/** POST /wps/relay/GCS_walletTransfer: main ↔ a transfer-mode vendor's wallet. */
export const walletTransferRequestSchema = z.object({
  from: z.string().min(1).max(40),
  to: z.string().min(1).max(40),
  amount: amountText,
  paymentPassword,
});
export type WalletTransferRequest = z.infer<typeof walletTransferRequestSchema>;

export const walletEntrySchema = z.object({
  /** 'MAIN' or the vendor's vassalage. */
  code: z.string(),
  name: z.string(),
  balance: z.string(),
  isMaintenance: z.boolean(),
});
export type WalletEntry = z.infer<typeof walletEntrySchema>;

/** GET /wps/relay/GCS_merchantWallet: the main wallet and each transfer-mode vendor wallet. */
export const merchantWalletSchema = z.object({
  /** True when the brand has no transfer-mode vendor: one wallet for everything. */
  isSingle: z.boolean(),
  currencySymbol: z.string(),
  wallets: z.array(walletEntrySchema),
});
export type MerchantWallet = z.infer<typeof merchantWalletSchema>;

export const walletTransferResultSchema = z.object({
  transactionId: z.number(),
  from: walletEntrySchema,
  to: walletEntrySchema,
});
export type WalletTransferResult = z.infer<typeof walletTransferResultSchema>;

/**
 * GET /wps/member/info/funds/consolidated: every wallet summed, plus the contract request
 * types of §3 (0 until the agent contracts exist).
 */
export const consolidatedSchema = z.object({
  totalBalance: z.string(),
  mainBalance: z.string(),
  heldBalance: z.string(),
  wallets: z.array(walletEntrySchema),
  currencySymbol: z.string(),
  dailysalreqtype: z.number(),
  divtypereq: z.number(),
  contracthoursalreqtype: z.number(),
  realtimesalreqtype: z.number(),
});
export type Consolidated = z.infer<typeof consolidatedSchema>;

/** POST /wps/agent/transfer: an agent pays a direct downline from the main wallet. */
export const agentTransferRequestSchema = z.object({
  downline: z.string().min(1).max(64),
  amount: amountText,
  paymentPassword,
});
export type AgentTransferRequest = z.infer<typeof agentTransferRequestSchema>;

/** POST /wps/member/transfer/upline: a downline pays its upline (page transferUpline). */
export const uplineTransferRequestSchema = z.object({
  amount: amountText,
  paymentPassword,
});
export type UplineTransferRequest = z.infer<typeof uplineTransferRequestSchema>;

export const memberTransferResultSchema = z.object({
  transactionId: z.number(),
  counterparty: z.string(),
  amount: z.string(),
  balance: z.string(),
});
export type MemberTransferResult = z.infer<typeof memberTransferResultSchema>;

/** GET /wps/agent/transfer/downlines: who an agent may pay. */
export const downlineListSchema = z.object({
  downlines: z.array(z.object({ username: z.string(), nickname: z.string() })),
});
export type DownlineList = z.infer<typeof downlineListSchema>;
