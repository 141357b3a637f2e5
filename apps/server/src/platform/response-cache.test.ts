import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createResponseCache } from './response-cache.ts';

/** The part of a Fastify reply the cache uses, recording what was sent. */
function fakeReply() {
  const sent: { type?: string; body?: string } = {};
  const reply = {
    type(value: string) {
      sent.type = value;
      return reply;
    },
    send(body: string) {
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
    expect(JSON.parse(second.sent.body ?? '')).toEqual({ success: true, value: { n: 1 } });
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
    expect(JSON.parse(retry.sent.body ?? '').value).toEqual({ n: 2 });
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
});
