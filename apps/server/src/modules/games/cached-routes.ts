import type { FastifyInstance } from 'fastify';
import { successEnvelope, type Endpoint, type EndpointAnswer } from '@lobby/contracts';
import { brandAnswerKey, type ResponseCache } from '../../platform/response-cache.ts';
import { createRouteKit, type RouteRate, type RouteRequest } from '../../platform/route-kit.ts';

/**
 * No budget: the cached catalogue answers never had one, and a counter (a Redis round trip
 * with REDIS_URL) would cost more than the answer on the busiest calls. The kit has no
 * unmetered rate, so the limiter gets an allow-list that admits every request: it counts
 * nothing and adds no headers.
 */
const admitEveryRequest = { allowList: () => true };
export const unmetered: RouteRate = {
  custom: { max: Number.MAX_SAFE_INTEGER, timeWindow: '1 minute', ...admitEveryRequest },
};

/**
 * Routes answered from the response cache through `reply` (the kit's `rawRoute`). Their body
 * is still the success envelope, so the docs keep documenting it: `rawRoute` cannot know what
 * a raw handler sends and leaves the answer out; an onRoute hook of this scope puts it back.
 */
export function createCachedRoutes(app: FastifyInstance, cache: ResponseCache) {
  const { rawRoute } = createRouteKit(app);
  const documented = new Map<string, Endpoint>();
  app.addHook('onRoute', (route) => {
    const endpoint = documented.get(route.url);
    if (endpoint && route.schema) {
      route.schema.response = { 200: successEnvelope(endpoint.response) };
    }
  });

  return function cachedRoute<E extends Endpoint>(
    endpoint: E,
    load: (request: RouteRequest<E>) => Promise<EndpointAnswer<E>>,
  ): void {
    documented.set(endpoint.path, endpoint);
    rawRoute(endpoint, { rate: unmetered }, (request, reply) =>
      cache.send(reply, brandAnswerKey(request), endpoint.response, () => load(request)),
    );
  };
}
