import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/**
 * Answers that are the same for every visitor of a brand (banners, notices, menus, help) are
 * validated against their contract, serialised once per key, and served from memory until they
 * expire; a gzip copy made at the same time goes to every client that accepts it (browsers
 * do), so a busy brand's home page costs neither repeated queries nor repeated compression.
 * Concurrent misses share one load. A TTL of 0 turns caching off (tests).
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

interface Rendered {
  text: string;
  /** Present when compressing pays off. */
  gzip: Buffer | undefined;
}

interface Entry {
  rendered: Promise<Rendered>;
  expires: number;
}

/** Below this size gzip's header and the extra header line cost more than they save. */
const minimumGzipBytes = 1024;

function acceptsGzip(request: FastifyRequest): boolean {
  const header = request.headers['accept-encoding'];
  return (
    typeof header === 'string' &&
    /\bgzip\b/i.test(header) &&
    !/\bgzip\s*;\s*q=0(?:\.0{0,3})?(?![\d.])/i.test(header)
  );
}

export function createResponseCache(ttlMs: number, maxEntries = 10_000): ResponseCache {
  const entries = new Map<string, Entry>();

  const render = async <T>(schema: z.ZodType<T>, load: () => Promise<T>): Promise<Rendered> => {
    const text = JSON.stringify({ success: true, value: schema.parse(await load()) });
    const large = Buffer.byteLength(text) >= minimumGzipBytes;
    return { text, gzip: large ? gzipSync(text) : undefined };
  };

  const lookup = <T>(
    key: string,
    schema: z.ZodType<T>,
    load: () => Promise<T>,
  ): Promise<Rendered> => {
    if (ttlMs === 0) return render(schema, load);
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.expires > now) return hit.rendered;
    if (entries.size >= maxEntries) entries.clear();
    const rendered = render(schema, load);
    entries.set(key, { rendered, expires: now + ttlMs });
    // a failed load is not remembered: the next request tries again
    rendered.catch(() => entries.delete(key));
    return rendered;
  };

  return {
    async send(reply, key, schema, load) {
      const { text, gzip } = await lookup(key, schema, load);
      reply.type('application/json; charset=utf-8');
      if (!gzip) return reply.send(text);
      reply.header('vary', 'accept-encoding');
      if (!acceptsGzip(reply.request)) return reply.send(text);
      return reply.header('content-encoding', 'gzip').send(gzip);
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
