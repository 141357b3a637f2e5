import type { DepositStatus } from '@lobby/contracts';
import type { MoneyTransaction } from '../wallet/index.ts';
import type { DepositDetail, DepositRepository, DepositRow } from './deposit.repository.ts';

/** The ledger key of a deposit's credit: one deposit can only ever be credited once. */
export function depositLedgerKey(depositId: number): string {
  return `deposit:${depositId}`;
}

/**
 * Completes a deposit and credits the member (deposits clearing → main) in the caller's money
 * transaction. The status change is conditional: when the deposit is no longer in one of
 * `from`, nothing happens and undefined comes back. The ledger key is the second lock on the
 * door: even a second completion could not post the credit again.
 */
export async function completeDeposit(
  money: MoneyTransaction,
  repository: DepositRepository,
  detail: DepositDetail,
  change: {
    from: DepositStatus[];
    gatewayTxnId?: string;
    reviewedBy?: number;
    reviewNote?: string | null;
  },
): Promise<DepositRow | undefined> {
  const { deposit, channel } = detail;
  const completed = await repository.transition(money.tx, deposit.id, change.from, 'completed', {
    completedAt: new Date(),
    ...(change.gatewayTxnId ? { gatewayTxnId: change.gatewayTxnId } : {}),
    ...(change.reviewedBy !== undefined ? { reviewedBy: change.reviewedBy } : {}),
    ...(change.reviewNote !== undefined ? { reviewNote: change.reviewNote } : {}),
  });
  if (!completed) return undefined;
  await money.post({
    merchantId: deposit.merchantId,
    idempotencyKey: depositLedgerKey(deposit.id),
    kind: 'deposit',
    memberId: deposit.memberId,
    reference: depositLedgerKey(deposit.id),
    memo: { orderNo: deposit.orderNo, channel: channel.code },
    legs: [
      { account: { house: 'deposits_clearing' }, amount: -deposit.amount },
      { account: { memberId: deposit.memberId, kind: 'main' }, amount: deposit.amount },
    ],
  });
  return completed;
}
