import { payDownline as payDownlineEndpoint, type AgentTransferRequest } from '@lobby/contracts';
import { callWithIdempotencyKey } from '../../../lib/money-request.ts';

/** POST /wps/agent/transfer (token, Idempotency-Key): an agent pays a direct downline. */
export function payDownline(body: AgentTransferRequest, idempotencyKey: string) {
  return callWithIdempotencyKey(payDownlineEndpoint, { body }, idempotencyKey);
}
