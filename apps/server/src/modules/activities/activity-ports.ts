import type { MoneyTransaction } from '../wallet/index.ts';

/**
 * The rewards module's bonus engine, lent through app.ts: a prize paid as a bonus starts a
 * bonus with wagering amount × multiplier in the caller's money transaction.
 */
export type GrantBonus = (
  money: MoneyTransaction,
  grant: {
    merchantId: number;
    memberId: number;
    amount: bigint;
    multiplier: number;
    reason: string;
  },
) => Promise<void>;
