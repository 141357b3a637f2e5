import { z } from 'zod';

/** The `:memberId` of the /bo/members/:memberId/… calls. */
export const memberIdParamsSchema = z.object({
  memberId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});

/** Answer of POST /bo/members/:memberId/adjustments; a replay answers the first result again. */
export const adjustmentResultSchema = z.object({
  transactionId: z.number(),
  memberId: z.number(),
  /** Signed decimal: negative took money away. */
  amount: z.string(),
  balanceBefore: z.string(),
  balanceAfter: z.string(),
  reason: z.string(),
  /** True when this is the stored answer of an earlier request with the same key. */
  replayed: z.boolean(),
  createdAt: z.string(),
});
export type AdjustmentResult = z.infer<typeof adjustmentResultSchema>;

/** GET /bo/members/:memberId/wallet: every balance of one member, as decimal strings. */
export const memberWalletSchema = z.object({
  memberId: z.number(),
  username: z.string(),
  /** The main wallet; play money for a trial account. */
  balance: z.string(),
  /** Asked for in withdrawals not yet paid out. */
  held: z.string(),
  pointBalance: z.string(),
  vendors: z.array(z.object({ vendor: z.string(), balance: z.string() })),
  currencyCode: z.string(),
  isPlayMoney: z.boolean(),
});
export type MemberWallet = z.infer<typeof memberWalletSchema>;

/** PUT /bo/members/:memberId/status: an administrator disables (or enables again) an account. */
export const memberStatusRequestSchema = z.object({
  status: z.enum(['active', 'disabled']),
  /** Why, for the audit trail. */
  reason: z.string().trim().min(1).max(200),
});
export type MemberStatusRequest = z.infer<typeof memberStatusRequestSchema>;

/** The account's status after the change. */
export const memberStatusSchema = z.object({
  memberId: z.number(),
  status: z.enum(['active', 'disabled']),
});
export type MemberStatus = z.infer<typeof memberStatusSchema>;
