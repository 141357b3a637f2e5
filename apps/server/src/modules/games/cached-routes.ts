import type { FastifyInstance } from 'fastify';
import type { Endpoint, EndpointAnswer } from '@lobby/contracts';
import { brandAnswerKey, type ResponseCache } from '../../platform/response-cache.ts';
import { createRouteKit, type RouteRequest } from '../../platform/route-kit.ts';

/**
 * Routes answered from the response cache through `reply` (the kit's `rawRoute`); their body is
 * still the success envelope. No budget: the cached catalogue answers never had one, and a
 * counter (a Redis round trip with REDIS_URL) would cost more than the answer.
 */
export function createCachedRoutes(app: FastifyInstance, cache: ResponseCache) {
  const { rawRoute } = createRouteKit(app);

  return function cachedRoute<E extends Endpoint>(
    endpoint: E,
    load: (request: RouteRequest<E>) => Promise<EndpointAnswer<E>>,
  ): void {
    rawRoute(endpoint, { rate: 'unmetered', answer: 'envelope' }, (request, reply) =>
      cache.send(reply, brandAnswerKey(request), endpoint.response, () => load(request)),
    );
  };
}
