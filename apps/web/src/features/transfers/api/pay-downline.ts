import { apiPaths, type AgentTransferRequest, type MemberTransferResult } from '@lobby/contracts';
import { postWithIdempotencyKey } from '../../../lib/money-request.ts';

/** POST /wps/agent/transfer (token, Idempotency-Key): an agent pays a direct downline. */
export function payDownline(
  body: AgentTransferRequest,
  idempotencyKey: string,
): Promise<MemberTransferResult> {
  return postWithIdempotencyKey<MemberTransferResult>(apiPaths.agentTransfer, body, idempotencyKey);
}
