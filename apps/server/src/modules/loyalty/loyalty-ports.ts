import type { DbTransaction, Executor } from '../../db/rows.ts';
import type { MoneyTransaction } from '../wallet/index.ts';

/** A brand's clock and money format, as the loyalty jobs and views need them. */
export interface LoyaltyBrand {
  id: number;
  timeZone: string;
  currencyDecimals: number;
}

/**
 * True while the member has an active wagering bonus: the events consumed then earn no
 * rebate (turnover that clears a promotion is excluded). The rewards module answers it.
 */
export type WageringActive = (
  tx: DbTransaction,
  merchantId: number,
  memberId: number,
) => Promise<boolean>;

/** Whether the brand runs the points system (white-label flag PTSYS3). */
export type PointsSystemOn = (executor: Executor, merchantId: number) => Promise<boolean>;

export type Post = MoneyTransaction['post'];
