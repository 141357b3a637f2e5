import type { FastifyInstance } from 'fastify';
import type { Endpoint, EndpointAnswer } from '@lobby/contracts';
import { brandAnswerKey, type ResponseCache } from './response-cache.ts';
import { createRouteKit, type RouteRequest } from './route-kit.ts';

/**
 * Routes answered from the response cache through `reply` (the kit's `rawRoute`): per brand
 * and query, serialised and gzipped once for every caller; their body is still the success
 * envelope. No budget: pages read these on every load, a limit per IP would turn away everyone
 * behind one busy NAT, and a counter (a Redis round trip) would cost more than the answer.
 */
export function createCachedRoutes(app: FastifyInstance, cache: ResponseCache) {
  const { rawRoute } = createRouteKit(app);

  return function cachedRoute<E extends Endpoint>(
    endpoint: E,
    load: (request: RouteRequest<E>) => Promise<EndpointAnswer<E>>,
    /** A part of the caller the answer depends on (kept apart in the cache), if any. */
    variant?: (request: RouteRequest<E>) => Promise<string>,
  ): void {
    rawRoute(endpoint, { rate: 'unmetered', answer: 'envelope' }, async (request, reply) => {
      const key = variant
        ? brandAnswerKey(request, await variant(request))
        : brandAnswerKey(request);
      return cache.send(reply, key, endpoint.response, () => load(request));
    });
  };
}
