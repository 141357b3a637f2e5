import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/**
 * Rate limiting, opt-in per route (`config: { rateLimit: { max, timeWindow } }`). Counters
 * live in Redis when REDIS_URL is set, so every instance behind a load balancer shares them;
 * without it they live in this process, which is right for a single embedded instance.
 * Keys are per client IP (request.ip honours TRUSTED_PROXIES only).
 */
export async function registerRateLimits(
  app: FastifyInstance,
  redisUrl: string | undefined,
): Promise<void> {
  const redis = redisUrl
    ? new Redis(redisUrl, {
        connectTimeout: 1_000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      })
    : undefined;
  if (redis) {
    redis.on('error', (error) =>
      app.log.warn({ err: error.message }, 'redis unavailable for rate limits'),
    );
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'lobby-rl:', skipOnError: true } : {}),
  });
}
