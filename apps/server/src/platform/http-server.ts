import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { registerApiDocs } from './api-docs.ts';
import { installErrorHandling } from './error-handler.ts';
import { refuseNulCharacters } from './nul-character-guard.ts';
import { registerRateLimits } from './rate-limit.ts';
import { registerSecurityHeaders } from './security-headers.ts';

function trustProxyOption(config: Config): string[] | false {
  const list = config.TRUSTED_PROXIES.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return list.length > 0 ? list : false;
}

/**
 * The HTTP frame every route runs in: logging with the secrets redacted, request ids, the
 * trusted proxies, JSON only with zod validation, the error envelope, security headers, the
 * NUL guard, rate limits, the API docs and the health checks. app.ts adds the modules.
 */
export async function createHttpServer(config: Config, database: Database) {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers.token',
        // the websocket carries the session token as its subprotocol
        'req.headers["sec-websocket-protocol"]',
      ],
    },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming)
        ? incoming
        : randomUUID();
    },
    trustProxy: trustProxyOption(config),
    bodyLimit: config.BODY_LIMIT_BYTES,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  // the API speaks JSON only: any other body type is a 415 envelope, not a confusing 400
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  // the security headers and the request id first: they go out on every answer, refusals too
  registerSecurityHeaders(app);
  refuseNulCharacters(app);
  await registerRateLimits(app, config.REDIS_URL);
  await registerApiDocs(app);

  app.get('/healthz', { schema: { tags: ['health'], hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { tags: ['health'], hide: true } }, async (_request, reply) => {
    try {
      await database.ping();
      return { status: 'ready', database: database.kind };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  return app;
}

/** The application instance, with Zod as its type provider (what every plugin receives). */
export type HttpServer = Awaited<ReturnType<typeof createHttpServer>>;
