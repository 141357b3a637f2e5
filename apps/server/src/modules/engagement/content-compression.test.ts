import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';

describe('compressed content answers', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it('gives a browser the notices gzipped, with the same content as the plain answer', async () => {
    const plain = await ctx.app.inject({ url: '/wps/content/notices?lang=th' });
    const zipped = await ctx.app.inject({
      url: '/wps/content/notices?lang=th',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('accept-encoding');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    const unzipped = JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'));
    expect(unzipped).toEqual(plain.json());
    expect(unzipped.value.notices.length).toBeGreaterThanOrEqual(12);
  });
});
