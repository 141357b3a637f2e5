import type { FastifyInstance } from 'fastify';

/**
 * Posts one signed callback to a notify URL and reports the HTTP status; throws on a network
 * failure. Replaceable so tests (and an embedded setup) can deliver in-process.
 */
export type CallbackDelivery = (
  url: string,
  body: string,
  headers: Record<string, string>,
) => Promise<{ status: number }>;

/** Timeout of one delivery attempt: a gateway does not wait forever on a merchant. */
const attemptTimeoutMs = 10_000;

/** The real thing: an HTTP POST with fetch. */
export const fetchDelivery: CallbackDelivery = async (url, body, headers) => {
  const response = await fetch(url, {
    method: 'POST',
    body,
    headers,
    redirect: 'error',
    signal: AbortSignal.timeout(attemptTimeoutMs),
  });
  // the answer's body is of no use to the sender; drain it so the socket is released
  await response.arrayBuffer().catch(() => undefined);
  return { status: response.status };
};

/**
 * Delivers into this very server through `app.inject` (no network): for tests and for an
 * embedded setup whose PUBLIC_URL is not where the server really listens (e2e on a random port).
 */
export function inProcessDelivery(app: () => FastifyInstance): CallbackDelivery {
  return async (url, body, headers) => {
    const { pathname, search } = new URL(url);
    const response = await app().inject({
      method: 'POST',
      url: `${pathname}${search}`,
      payload: body,
      headers,
    });
    return { status: response.statusCode };
  };
}

/** What happened to one callback after all its attempts. */
export interface DeliveryReport {
  delivered: boolean;
  attempts: number;
  /** The last HTTP status, or undefined when the last attempt failed on the network. */
  lastStatus: number | undefined;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Delivers like a gateway does: a network failure or a 5xx is tried again after each delay;
 * a 2xx is delivered, a 4xx is the receiver's final "no". `sign` runs per attempt, so every
 * attempt carries a fresh timestamp.
 */
export async function deliverWithRetries(
  deliver: CallbackDelivery,
  url: string,
  body: string,
  sign: () => Record<string, string>,
  retryDelaysMs: readonly number[],
): Promise<DeliveryReport> {
  let lastStatus: number | undefined;
  for (let attempt = 1; ; attempt++) {
    try {
      lastStatus = (await deliver(url, body, sign())).status;
      if (lastStatus < 500) {
        return { delivered: lastStatus >= 200 && lastStatus < 300, attempts: attempt, lastStatus };
      }
    } catch {
      lastStatus = undefined;
    }
    const delay = retryDelaysMs[attempt - 1];
    if (delay === undefined) return { delivered: false, attempts: attempt, lastStatus };
    await wait(delay);
  }
}
