import {
  apiPaths,
  type payDownline as payDownlineEndpoint,
  type AgentTransferRequest,
} from '@lobby/contracts';
import { callWithIdempotencyKey } from '../../../lib/money-request.ts';
import { routeTo } from '../../../lib/api-client.ts';

const payDownlineRoute = routeTo<typeof payDownlineEndpoint>('POST', apiPaths.agentTransfer);

/** POST /wps/agent/transfer (token, Idempotency-Key): an agent pays a direct downline. */
export function payDownline(body: AgentTransferRequest, idempotencyKey: string) {
  return callWithIdempotencyKey(payDownlineRoute, { body }, idempotencyKey);
}
