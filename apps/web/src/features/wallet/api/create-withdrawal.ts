import {
  apiPaths,
  type CreateWithdrawalRequest,
  type Withdrawal,
  type createWithdrawal as createWithdrawalEndpoint,
} from '@lobby/contracts';
import { callWithIdempotencyKey } from '../../../lib/money-request.ts';
import { routeTo } from '../../../lib/api-client.ts';

const createWithdrawalRoute = routeTo<typeof createWithdrawalEndpoint>(
  'POST',
  apiPaths.withdrawals,
);

/** POST /wps/payments/withdrawals (token, Idempotency-Key): the amount is held at once. */
export function createWithdrawal(
  body: CreateWithdrawalRequest,
  idempotencyKey: string,
): Promise<Withdrawal> {
  return callWithIdempotencyKey(createWithdrawalRoute, { body: body }, idempotencyKey);
}
