import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI 3 generated from the contract schemas; JSON at /docs/json, browsable at /docs. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Lobby API',
        version: '0.1.0',
        description:
          'Member and agent API of Lobby. Every answer is an envelope: `{success: true, value}` or `{success: false, code, messageKey, message}`. The brand is chosen by host, else the `Merchant` header, else the default brand.',
      },
      tags: [
        { name: 'system', description: 'Status, white-label, registration settings, help' },
        { name: 'content', description: 'Banners, announcements and notices' },
        { name: 'games', description: 'Game catalogue' },
        { name: 'health', description: 'Liveness and readiness' },
      ],
    },
    transform: jsonSchemaTransform,
  });
  // the UI ships inline scripts: it sets its own, stricter-where-possible policy on /docs
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
}
