import {
  type CreateWithdrawalRequest,
  type Withdrawal,
  createWithdrawal as createWithdrawalEndpoint,
} from '@lobby/contracts';
import { callWithIdempotencyKey } from '../../../lib/money-request.ts';

/** POST /wps/payments/withdrawals (token, Idempotency-Key): the amount is held at once. */
export function createWithdrawal(
  body: CreateWithdrawalRequest,
  idempotencyKey: string,
): Promise<Withdrawal> {
  return callWithIdempotencyKey(createWithdrawalEndpoint, { body: body }, idempotencyKey);
}
