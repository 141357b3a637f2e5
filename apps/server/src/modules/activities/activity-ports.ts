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

/**
 * The loyalty module's points, lent through app.ts: a prize's points credited in the caller's
 * money transaction, once per source key, as a lot with the brand's normal expiry.
 */
export type GrantPoints = (
  money: MoneyTransaction,
  grant: {
    merchantId: number;
    memberId: number;
    points: number;
    day: string;
    reason: string;
    sourceKey: string;
  },
) => Promise<void>;
