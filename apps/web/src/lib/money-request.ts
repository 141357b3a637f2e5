import { idempotencyKeyHeader, type Endpoint, type EndpointAnswer } from '@lobby/contracts';
import { apiCall, apiRequest, type CallInput } from './api-client.ts';

/**
 * POST a JSON body with the member's idempotency key: the same key and body a second time
 * (a retry after a lost answer) gets the first answer again instead of acting twice.
 */
export function postWithIdempotencyKey<T>(
  path: string,
  body: unknown,
  idempotencyKey: string,
): Promise<T> {
  return apiRequest<T>('POST', path, { body, headers: { [idempotencyKeyHeader]: idempotencyKey } });
}

/**
 * Calls a money endpoint with the member's idempotency key: the same key and body a second
 * time (a retry after a lost answer) gets the first answer again instead of acting twice.
 */
export function callWithIdempotencyKey<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
  idempotencyKey: string,
): Promise<EndpointAnswer<E>> {
  return apiCall(endpoint, {
    ...input,
    headers: { ...input.headers, [idempotencyKeyHeader]: idempotencyKey },
  });
}

/** PUT a file as the raw body, with its own content type. */
export function putRawBody<T>(
  path: string,
  file: Blob,
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<T> {
  return apiRequest<T>('PUT', path, { file, ...options });
}
