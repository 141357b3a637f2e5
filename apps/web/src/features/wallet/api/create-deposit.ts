import {
  type CreateDepositRequest,
  type Deposit,
  createDeposit as createDepositEndpoint,
} from '@lobby/contracts';
import { callWithIdempotencyKey } from '../../../lib/money-request.ts';

/**
 * POST /wps/payments/deposits (token, Idempotency-Key): a gateway deposit answers its pay
 * page (payUrl); a bank transfer waits for an operator.
 */
export function createDeposit(
  body: CreateDepositRequest,
  idempotencyKey: string,
): Promise<Deposit> {
  return callWithIdempotencyKey(createDepositEndpoint, { body: body }, idempotencyKey);
}
