import {
  formatMinorUnits,
  type BoDeposit,
  type Deposit,
  type DepositChannel,
} from '@lobby/contracts';
import type { BoDepositDetail, ChannelRow, DepositDetail } from './deposit.repository.ts';

/** A deposit as its member sees it; `payUrl` only where the caller has one. */
export function toDeposit(detail: DepositDetail, decimals: number, payUrl: string | null): Deposit {
  const { deposit, channel } = detail;
  return {
    id: deposit.id,
    orderNo: deposit.orderNo,
    channelCode: channel.code,
    kind: channel.kind,
    amount: formatMinorUnits(deposit.amount, decimals),
    status: deposit.status,
    payUrl,
    reference: deposit.reference,
    reviewNote: deposit.reviewNote,
    expiresAt: deposit.expiresAt.toISOString(),
    completedAt: deposit.completedAt?.toISOString() ?? null,
    createdAt: deposit.createdAt.toISOString(),
  };
}

/** A deposit as an operator sees it. */
export function toBoDeposit(detail: BoDepositDetail, decimals: number): BoDeposit {
  const { deposit } = detail;
  return {
    ...toDeposit(detail, decimals, null),
    memberId: deposit.memberId,
    username: detail.username,
    payeeName: detail.payeeName,
    proofFileId: deposit.proofFileId,
    gatewayTxnId: deposit.gatewayTxnId,
    reviewedBy: deposit.reviewedBy,
  };
}

/** A channel as the deposit page lists it. */
export function toDepositChannel(channel: ChannelRow, decimals: number): DepositChannel {
  return {
    code: channel.code,
    kind: channel.kind,
    displayName: channel.displayName,
    minAmount: formatMinorUnits(channel.minAmount, decimals),
    maxAmount: formatMinorUnits(channel.maxAmount, decimals),
    receivingBank: channel.kind === 'bank_transfer' ? (channel.receivingBank ?? null) : null,
  };
}
