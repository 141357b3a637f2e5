import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app-kit.ts';
import { requireRedis, skipRedisTests, testRedisUrl as redisUrl } from '../../test/redis-kit.ts';

describe.skipIf(skipRedisTests)('rate limits shared through Redis', () => {
  requireRedis();
  let first: TestContext;
  let second: TestContext;
  // a fresh documentation-range address per run, so counters of an earlier run never interfere
  const clientIp = `198.51.100.${randomInt(1, 255)}`;
  const config = { REDIS_URL: redisUrl, TRUSTED_PROXIES: '127.0.0.1' };

  beforeAll(async () => {
    first = await createTestApp({ config });
    second = await createTestApp({ config, seed: true });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  const changeLanguage = (ctx: TestContext) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/wps/system/language',
      headers: { 'x-forwarded-for': clientIp },
      payload: { language: 'th' },
    });

  it('counts calls to two instances against one limit', async () => {
    const statuses: number[] = [];
    for (let call = 0; call < 20; call += 1) {
      statuses.push((await changeLanguage(call % 2 === 0 ? first : second)).statusCode);
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refused = await changeLanguage(first);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'too_many_requests' });
  });
});
