import type { Db } from '../../db/client.ts';
import type { DbTransaction } from '../../db/rows.ts';

export interface ResponsibleGambling {
  /**
   * Throws self_excluded, or deposit_limit_exceeded when `amount` more in completed deposits
   * would pass any limit in force (daily, weekly, monthly in the brand's time zone). Call it
   * inside the transaction that creates or completes the deposit, after wallet.lockMember.
   */
  assertDepositAllowed(
    tx: DbTransaction,
    input: { merchantId: number; timeZone: string; memberId: number; amount: bigint },
  ): Promise<void>;
  /** For play (games issue) and deposits: is the member self-excluded right now? */
  isSelfExcluded(memberId: number): Promise<boolean>;
}

// STUB (helper E replaces the body)
export function createResponsibleGambling(_options: { db: Db }): ResponsibleGambling {
  return {
    async assertDepositAllowed() {},
    async isSelfExcluded() {
      return false;
    },
  };
}
