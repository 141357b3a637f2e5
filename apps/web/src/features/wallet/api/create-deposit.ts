import {
  apiPaths,
  type CreateDepositRequest,
  type Deposit,
  type createDeposit as createDepositEndpoint,
} from '@lobby/contracts';
import { callWithIdempotencyKey } from '../../../lib/money-request.ts';
import { routeTo } from '../../../lib/api-client.ts';

const createDepositRoute = routeTo<typeof createDepositEndpoint>('POST', apiPaths.deposits);

/**
 * POST /wps/payments/deposits (token, Idempotency-Key): a gateway deposit answers its pay
 * page (payUrl); a bank transfer waits for an operator.
 */
export function createDeposit(
  body: CreateDepositRequest,
  idempotencyKey: string,
): Promise<Deposit> {
  return callWithIdempotencyKey(createDepositRoute, { body: body }, idempotencyKey);
}
