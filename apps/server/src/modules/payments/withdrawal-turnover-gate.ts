import type { OpenTurnover } from '@lobby/contracts';
import type { Merchant } from '../../platform/merchant-context.ts';
import type { MoneyTransaction } from '../wallet/index.ts';

/**
 * Whether a bonus's open wagering stops a withdrawal (the rewards module answers; wired in
 * app.ts). `openTurnover` counts the member's pending activity first and tells the withdraw page
 * what is open; `settle` runs in the withdrawal's transaction under the member lock and refuses
 * it (`withdrawal_turnover_open`) or applies the brand's forfeit or fee.
 */
export interface WithdrawalTurnoverGate {
  openTurnover(merchant: Merchant, memberId: number): Promise<OpenTurnover | null>;
  settle(
    money: MoneyTransaction,
    withdrawal: { merchant: Merchant; memberId: number; withdrawalId: number; amount: bigint },
  ): Promise<void>;
}

/** A brand without rewards: nothing ever stops a withdrawal. */
export const noTurnoverGate: WithdrawalTurnoverGate = {
  openTurnover: () => Promise.resolve(null),
  settle: () => Promise.resolve(),
};
