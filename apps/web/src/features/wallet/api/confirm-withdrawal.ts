import { apiPaths, type ConfirmWithdrawalRequest, type Withdrawal } from '@lobby/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /wps/payments/withdrawals/:id/confirm (token): the member's answer after payout. It
 * moves no money (a shortfall is a claim for an operator), so it needs no idempotency key:
 * a second answer is refused as invalid_state.
 */
export function confirmWithdrawal(id: number, body: ConfirmWithdrawalRequest): Promise<Withdrawal> {
  return apiRequest<Withdrawal>('POST', `${apiPaths.withdrawals}/${id}/confirm`, { body });
}
