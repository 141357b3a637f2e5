import { z } from 'zod';

const minorUnits = z.string().regex(/^\d+$/);

/** A bank members can withdraw to (code shown on statements, name shown to members). */
export const bankSchema = z.object({ code: z.string(), name: z.string() });
export type Bank = z.infer<typeof bankSchema>;

/** A brand's money settings; every amount in minor units as a decimal string. */
export const walletPolicySchema = z.object({
  withdrawalMin: minorUnits,
  withdrawalMax: minorUnits,
  withdrawalsPerDay: z.number().int().min(1).max(100),
  /** Minutes after payout when an unconfirmed withdrawal counts as received (§9). */
  withdrawalAutoConfirmMinutes: z
    .number()
    .int()
    .min(1)
    .max(60 * 24 * 30),
  /** Minutes a pending gateway deposit waits for its callback before it expires. */
  depositExpiryMinutes: z
    .number()
    .int()
    .min(5)
    .max(60 * 24),
  /** Minutes a manual bank-transfer deposit waits for an operator. */
  bankTransferExpiryMinutes: z
    .number()
    .int()
    .min(60)
    .max(60 * 24 * 14),
  transferMin: minorUnits,
  banks: z.array(bankSchema),
  /** Hours before a raised deposit limit takes effect. */
  limitIncreaseDelayHours: z
    .number()
    .int()
    .min(0)
    .max(24 * 30),
});
export type WalletPolicy = z.infer<typeof walletPolicySchema>;

export const defaultWalletPolicy: WalletPolicy = {
  withdrawalMin: '10000',
  withdrawalMax: '5000000',
  withdrawalsPerDay: 5,
  withdrawalAutoConfirmMinutes: 1440,
  depositExpiryMinutes: 30,
  bankTransferExpiryMinutes: 60 * 24,
  transferMin: '100',
  banks: [
    { code: 'KBANK', name: 'Kasikornbank' },
    { code: 'SCB', name: 'Siam Commercial Bank' },
    { code: 'BBL', name: 'Bangkok Bank' },
    { code: 'KTB', name: 'Krungthai Bank' },
    { code: 'BAY', name: 'Bank of Ayudhya (Krungsri)' },
    { code: 'TTB', name: 'TMBThanachart Bank' },
    { code: 'GSB', name: 'Government Savings Bank' },
  ],
  limitIncreaseDelayHours: 24,
};

/** The effective policy of a brand: its stored overrides over the defaults. */
export function resolveWalletPolicy(
  stored: Partial<WalletPolicy> | null | undefined,
): WalletPolicy {
  return { ...defaultWalletPolicy, ...(stored ?? {}) };
}

/** Header carrying the client's idempotency key on every member call that moves money. */
export const idempotencyKeyHeader = 'idempotency-key';
export const idempotencyKeyPattern = /^[A-Za-z0-9_-]{8,64}$/;
