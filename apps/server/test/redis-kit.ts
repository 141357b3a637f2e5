import net from 'node:net';
import { beforeAll } from 'vitest';

/** The Redis of the tests of shared rate limits and cross-instance events. */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379), timeout: 500 });
    socket.once('connect', () => (socket.end(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

const answers = await redisAnswers(testRedisUrl);

/**
 * The Redis tests are skipped only on a developer's machine without Redis. With CI=true they
 * always run, and a Redis that does not answer fails them (`requireRedis`): CI must never pass
 * by skipping the code paths several instances depend on.
 */
export const skipRedisTests = !answers && process.env.CI !== 'true';
if (skipRedisTests) console.warn(`Redis tests skipped: no Redis answers at ${testRedisUrl}`);

/** Call first in a Redis describe block: its tests fail when Redis does not answer. */
export function requireRedis(): void {
  beforeAll(() => {
    if (!answers)
      throw new Error(
        `no Redis answers at ${testRedisUrl} (CI=true requires one; .ci/run starts it)`,
      );
  });
}
