import { apiPaths, type CreateWithdrawalRequest, type Withdrawal } from '@lobby/contracts';
import { postWithIdempotencyKey } from '../../../lib/money-request.ts';

/** POST /wps/payments/withdrawals (token, Idempotency-Key): the amount is held at once. */
export function createWithdrawal(
  body: CreateWithdrawalRequest,
  idempotencyKey: string,
): Promise<Withdrawal> {
  return postWithIdempotencyKey<Withdrawal>(apiPaths.withdrawals, body, idempotencyKey);
}
