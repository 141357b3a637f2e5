import {
  apiPaths,
  type payUpline as payUplineEndpoint,
  type UplineTransferRequest,
} from '@lobby/contracts';
import { callWithIdempotencyKey } from '../../../lib/money-request.ts';
import { routeTo } from '../../../lib/api-client.ts';

const payUplineRoute = routeTo<typeof payUplineEndpoint>('POST', apiPaths.uplineTransfer);

/** POST /wps/member/transfer/upline (token, Idempotency-Key): a downline pays its upline. */
export function payUpline(body: UplineTransferRequest, idempotencyKey: string) {
  return callWithIdempotencyKey(payUplineRoute, { body }, idempotencyKey);
}
