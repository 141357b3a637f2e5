import { idempotencyKeyHeader, type Endpoint, type EndpointAnswer } from '@lobby/contracts';
import { apiCall, type CallInput, type EndpointRoute } from './api-client.ts';

/**
 * Calls a money endpoint with the member's idempotency key: the same key and body a second
 * time (a retry after a lost answer) gets the first answer again instead of acting twice.
 */
export function callWithIdempotencyKey<E extends Endpoint>(
  endpoint: E | EndpointRoute<E>,
  input: CallInput<E>,
  idempotencyKey: string,
): Promise<EndpointAnswer<E>> {
  return apiCall(endpoint, {
    ...input,
    headers: { ...input.headers, [idempotencyKeyHeader]: idempotencyKey },
  });
}
