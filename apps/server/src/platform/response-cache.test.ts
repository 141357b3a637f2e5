import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createResponseCache } from './response-cache.ts';

/** The part of a Fastify reply the cache uses, recording what was sent. */
function fakeReply(acceptEncoding?: string) {
  const sent: { type?: string; body?: string | Buffer; headers: Record<string, string> } = {
    headers: {},
  };
  const reply = {
    request: { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
    type(value: string) {
      sent.type = value;
      return reply;
    },
    header(name: string, value: string) {
      sent.headers[name] = value;
      return reply;
    },
    send(body: string | Buffer) {
      sent.body = body;
      return reply;
    },
  };
  return { reply: reply as never, sent };
}

const schema = z.object({ n: z.number() });

describe('createResponseCache', () => {
  it('loads once per key within the TTL and sends the envelope as JSON text', async () => {
    const cache = createResponseCache(60_000);
    let loads = 0;
    const load = async () => ({ n: ++loads });
    const first = fakeReply();
    const second = fakeReply();
    await cache.send(first.reply, 'k', schema, load);
    await cache.send(second.reply, 'k', schema, load);
    expect(loads).toBe(1);
    expect(JSON.parse(String(second.sent.body))).toEqual({ success: true, value: { n: 1 } });
    expect(second.sent.type).toMatch(/application\/json/);
    await cache.send(fakeReply().reply, 'other', schema, load);
    expect(loads).toBe(2);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = createResponseCache(60_000);
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { n: loads };
    };
    await Promise.all(
      Array.from({ length: 5 }, () => cache.send(fakeReply().reply, 'k', schema, load)),
    );
    expect(loads).toBe(1);
  });

  it('does not remember a failed load', async () => {
    const cache = createResponseCache(60_000);
    let calls = 0;
    const load = async () => {
      calls += 1;
      if (calls === 1) throw new Error('database down');
      return { n: calls };
    };
    await expect(cache.send(fakeReply().reply, 'k', schema, load)).rejects.toThrow('database down');
    const retry = fakeReply();
    await cache.send(retry.reply, 'k', schema, load);
    expect(JSON.parse(String(retry.sent.body)).value).toEqual({ n: 2 });
  });

  it('loads every time with a TTL of 0, and refuses a value that breaks its contract', async () => {
    const cache = createResponseCache(0);
    let loads = 0;
    await cache.send(fakeReply().reply, 'k', schema, async () => ({ n: ++loads }));
    await cache.send(fakeReply().reply, 'k', schema, async () => ({ n: ++loads }));
    expect(loads).toBe(2);
    await expect(
      cache.send(fakeReply().reply, 'k', schema, async () => ({ n: 'not a number' }) as never),
    ).rejects.toThrow();
  });

  it('sends a gzip copy of a large answer to clients that accept it, plain text to others', async () => {
    const cache = createResponseCache(60_000);
    const listSchema = z.object({ items: z.array(z.string()) });
    const load = async () => ({ items: Array.from({ length: 200 }, (_, i) => `notice ${i}`) });
    const browser = fakeReply('gzip, deflate, br');
    await cache.send(browser.reply, 'big', listSchema, load);
    expect(browser.sent.headers['content-encoding']).toBe('gzip');
    expect(browser.sent.headers.vary).toBe('accept-encoding');
    const unzipped = JSON.parse(gunzipSync(browser.sent.body as Buffer).toString('utf8'));
    expect(unzipped.value.items).toHaveLength(200);

    const plainClient = fakeReply();
    await cache.send(plainClient.reply, 'big', listSchema, load);
    expect(plainClient.sent.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(String(plainClient.sent.body)).value.items[199]).toBe('notice 199');

    const weighted = fakeReply('br;q=1.0, gzip;q=0.5');
    await cache.send(weighted.reply, 'big', listSchema, load);
    expect(weighted.sent.headers['content-encoding']).toBe('gzip');

    const refusing = fakeReply('gzip;q=0, identity');
    await cache.send(refusing.reply, 'big', listSchema, load);
    expect(refusing.sent.headers['content-encoding']).toBeUndefined();
  });

  it('leaves small answers uncompressed', async () => {
    const cache = createResponseCache(60_000);
    const browser = fakeReply('gzip');
    await cache.send(browser.reply, 'small', schema, async () => ({ n: 1 }));
    expect(browser.sent.headers['content-encoding']).toBeUndefined();
    expect(typeof browser.sent.body).toBe('string');
  });
});
