import {
  apiPaths,
  type confirmWithdrawal as confirmWithdrawalEndpoint,
  type ConfirmWithdrawalRequest,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';

const confirmWithdrawalRoute = routeTo<typeof confirmWithdrawalEndpoint>(
  'POST',
  `${apiPaths.withdrawals}/:id/confirm`,
);

/**
 * POST /wps/payments/withdrawals/:id/confirm (token): the member's answer after payout. It
 * moves no money (a shortfall is a claim for an operator), so it needs no idempotency key:
 * a second answer is refused as invalid_state.
 */
export function confirmWithdrawal(id: number, body: ConfirmWithdrawalRequest) {
  return apiCall(confirmWithdrawalRoute, { params: { id }, body });
}
