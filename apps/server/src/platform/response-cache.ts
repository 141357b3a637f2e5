import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/**
 * Answers that are the same for every visitor of a brand (banners, notices, menus, help) are
 * validated against their contract and serialised once per key, then served as text until
 * they expire. Concurrent misses share one load. A TTL of 0 turns caching off (tests).
 */
export interface ResponseCache {
  send<T>(
    reply: FastifyReply,
    key: string,
    schema: z.ZodType<T>,
    load: () => Promise<T>,
  ): Promise<FastifyReply>;
  clear(): void;
}

interface Entry {
  text: Promise<string>;
  expires: number;
}

export function createResponseCache(ttlMs: number, maxEntries = 10_000): ResponseCache {
  const entries = new Map<string, Entry>();

  const render = async <T>(schema: z.ZodType<T>, load: () => Promise<T>) =>
    JSON.stringify({ success: true, value: schema.parse(await load()) });

  const lookup = <T>(
    key: string,
    schema: z.ZodType<T>,
    load: () => Promise<T>,
  ): Promise<string> => {
    if (ttlMs === 0) return render(schema, load);
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.expires > now) return hit.text;
    if (entries.size >= maxEntries) entries.clear();
    const text = render(schema, load);
    entries.set(key, { text, expires: now + ttlMs });
    // a failed load is not remembered: the next request tries again
    text.catch(() => entries.delete(key));
    return text;
  };

  return {
    async send(reply, key, schema, load) {
      const text = await lookup(key, schema, load);
      return reply.type('application/json; charset=utf-8').send(text);
    },
    clear: () => entries.clear(),
  };
}

/** Cache key of a per-brand answer: route, brand, validated query, and any further parts. */
export function brandAnswerKey(
  request: { routeOptions: { url?: string }; merchant: { id: number }; query: unknown },
  ...parts: string[]
): string {
  return [
    request.routeOptions.url ?? '',
    request.merchant.id,
    JSON.stringify(request.query),
    ...parts,
  ].join('|');
}
