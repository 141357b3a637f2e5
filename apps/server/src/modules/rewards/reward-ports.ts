import type { Executor } from '../../db/rows.ts';

/**
 * What rewards needs to know of a member's deposits (the payments module owns them): how many
 * completed deposits came before this one, so a first-deposit bonus knows a first deposit.
 */
export interface DepositHistory {
  completedBefore(
    db: Executor,
    merchantId: number,
    memberId: number,
    depositId: number | null,
  ): Promise<number>;
}
