import { z } from 'zod';

/** GET /wps/v2/wallets/balance (§3 Balance). Amounts are decimal strings. */
export const balanceSchema = z.object({
  balance: z.string(),
  currencySymbol: z.string(),
  currencyCode: z.string(),
  pointBalance: z.string(),
  /** True for a trial account's play money. */
  isPlayMoney: z.boolean(),
});
export type Balance = z.infer<typeof balanceSchema>;

/** Pushed over the member's websocket after any change to the member's money. */
export const walletEventSchema = z.object({
  type: z.literal('balance_changed'),
  /** What moved it, e.g. deposit, withdrawal_hold, vendor_transfer_in. */
  reason: z.string(),
});
export type WalletEvent = z.infer<typeof walletEventSchema>;
