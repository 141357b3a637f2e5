import { apiPaths, type CreateDepositRequest, type Deposit } from '@lobby/contracts';
import { postWithIdempotencyKey } from '../../../lib/money-request.ts';

/**
 * POST /wps/payments/deposits (token, Idempotency-Key): a gateway deposit answers its pay
 * page (payUrl); a bank transfer waits for an operator.
 */
export function createDeposit(
  body: CreateDepositRequest,
  idempotencyKey: string,
): Promise<Deposit> {
  return postWithIdempotencyKey<Deposit>(apiPaths.deposits, body, idempotencyKey);
}
