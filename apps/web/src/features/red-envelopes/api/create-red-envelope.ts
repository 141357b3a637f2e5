import {
  redEnvelopePaths,
  type createRedEnvelope as createRedEnvelopeEndpoint,
  type CreateRedEnvelopeRequest,
} from '@lobby/contracts';
import { routeTo } from '../../../lib/api-client.ts';
import { callWithIdempotencyKey } from '../../../lib/money-request.ts';

const createRoute = routeTo<typeof createRedEnvelopeEndpoint>('POST', redEnvelopePaths.agent);

/** POST /wps/agent/redEnvelopes (token, Idempotency-Key): fund an envelope. */
export function createRedEnvelope(body: CreateRedEnvelopeRequest, idempotencyKey: string) {
  return callWithIdempotencyKey(createRoute, { body }, idempotencyKey);
}
