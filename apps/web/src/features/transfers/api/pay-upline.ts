import { payUpline as payUplineEndpoint, type UplineTransferRequest } from '@lobby/contracts';
import { callWithIdempotencyKey } from '../../../lib/money-request.ts';

/** POST /wps/member/transfer/upline (token, Idempotency-Key): a downline pays its upline. */
export function payUpline(body: UplineTransferRequest, idempotencyKey: string) {
  return callWithIdempotencyKey(payUplineEndpoint, { body }, idempotencyKey);
}
