import {
  formatMinorUnits,
  resolveWalletPolicy,
  type BoWithdrawal,
  type Withdrawal,
} from '@lobby/contracts';
import type { Merchant } from '../../platform/merchant-context.ts';
import { toBankAccount } from './bank-account.service.ts';
import type { WithdrawalDetail } from './withdrawal.repository.ts';

const iso = (at: Date | null): string | null => (at ? at.toISOString() : null);

/** A withdrawal as its member sees it (account number masked). */
export function toWithdrawal(
  merchant: Pick<Merchant, 'currencyDecimals' | 'walletPolicy'>,
  detail: WithdrawalDetail,
): Withdrawal {
  const { withdrawal: row } = detail;
  const policy = resolveWalletPolicy(merchant.walletPolicy);
  const money = (minor: bigint) => formatMinorUnits(minor, merchant.currencyDecimals);
  const isShort =
    row.amountReceived !== null &&
    (row.confirmation === 'partly_received' || row.confirmation === 'not_received');
  const awaitsAnswer = row.status === 'paid' && row.confirmation === null && row.paidAt !== null;
  return {
    id: row.id,
    orderNo: row.orderNo,
    amount: money(row.amount),
    status: row.status,
    bankAccount: toBankAccount(policy, detail.bankAccount),
    reviewNote: row.reviewNote,
    paidAt: iso(row.paidAt),
    confirmation: row.confirmation,
    amountReceived: row.amountReceived === null ? null : money(row.amountReceived),
    remaining: isShort ? money(row.amount - (row.amountReceived ?? 0n)) : null,
    autoConfirmed: row.autoConfirmed,
    autoConfirmAt: awaitsAnswer
      ? new Date(row.paidAt!.getTime() + policy.withdrawalAutoConfirmMinutes * 60_000).toISOString()
      : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A withdrawal as an operator sees it: the member and the full account number to pay. */
export function toBoWithdrawal(
  merchant: Pick<Merchant, 'currencyDecimals' | 'walletPolicy'>,
  detail: WithdrawalDetail,
): BoWithdrawal {
  const { withdrawal: row } = detail;
  return {
    ...toWithdrawal(merchant, detail),
    memberId: row.memberId,
    username: detail.username,
    accountNumber: detail.bankAccount.accountNumber,
    payoutMethod: row.payoutMethod,
    gatewayTxnId: row.gatewayTxnId,
    reviewedBy: row.reviewedBy,
    reviewedAt: iso(row.reviewedAt),
    confirmedAt: iso(row.confirmedAt),
    proofFileId: row.proofFileId,
  };
}
