import type { FastifyInstance } from 'fastify';
import { successEnvelope, type Endpoint } from '@lobby/contracts';

/**
 * Keeps the documented answer of endpoints the response cache answers. They are raw routes (the
 * cache sends the serialised, often gzipped, envelope through `reply`), which the route kit
 * registers without a response schema; but the answer is still the envelope, and the API docs
 * should say so. Fastify leaves the cache's string or gzip body alone, so the schema only
 * documents. Call it before the routes are added: it fills in their schema as they are.
 */
export function documentCachedAnswers(app: FastifyInstance, endpoints: readonly Endpoint[]): void {
  app.addHook('onRoute', (route) => {
    const endpoint = endpoints.find(
      (candidate) => candidate.path === route.url && candidate.method === route.method,
    );
    if (endpoint) {
      route.schema = { ...route.schema, response: { 200: successEnvelope(endpoint.response) } };
    }
  });
}
