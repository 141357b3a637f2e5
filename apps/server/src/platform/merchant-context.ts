import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { merchants } from '../db/schema/index.ts';
import { AppError } from './app-error.ts';

export type Merchant = typeof merchants.$inferSelect;

/** Finds brands; implemented by the system module, cached by the caller. */
export interface MerchantDirectory {
  findByDomain(host: string): Promise<Merchant | undefined>;
  findByCode(code: string): Promise<Merchant | undefined>;
  findDefault(): Promise<Merchant | undefined>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The brand this request is for; set before any handler of the API runs. */
    merchant: Merchant;
  }
}

const merchantCodePattern = /^[a-z0-9_-]{1,32}$/i;

/** Host without port, lower-cased; IPv6 literals keep their brackets stripped. */
function hostOf(request: FastifyRequest): string {
  return request.hostname.toLowerCase().replace(/^\[|\]$/g, '');
}

/**
 * Resolves the brand of a request: by host (domain routes), else the `Merchant` header,
 * else the default brand. An unknown `Merchant` header is a 404 envelope, never a guess.
 */
export async function resolveMerchant(
  request: FastifyRequest,
  directory: MerchantDirectory,
): Promise<Merchant> {
  const byHost = await directory.findByDomain(hostOf(request));
  if (byHost) return byHost;
  const header = request.headers['merchant'];
  if (typeof header === 'string' && header.length > 0) {
    if (!merchantCodePattern.test(header)) throw new AppError('unknown_merchant');
    const byCode = await directory.findByCode(header.toLowerCase());
    if (!byCode) throw new AppError('unknown_merchant');
    return byCode;
  }
  const fallback = await directory.findDefault();
  if (!fallback) throw new AppError('unknown_merchant');
  return fallback;
}

/** Wraps a directory with a short-lived in-memory cache: brands change rarely, requests often. */
export function cachedDirectory(
  directory: MerchantDirectory,
  ttlMs = 5_000,
): MerchantDirectory & { clear(): void } {
  const cache = new Map<string, { value: Merchant | undefined; expires: number }>();
  const remember = async (key: string, load: () => Promise<Merchant | undefined>) => {
    if (ttlMs === 0) return load();
    const hit = cache.get(key);
    const now = Date.now();
    if (hit && hit.expires > now) return hit.value;
    const value = await load();
    if (cache.size > 10_000) cache.clear();
    cache.set(key, { value, expires: now + ttlMs });
    return value;
  };
  return {
    findByDomain: (host) => remember(`d:${host}`, () => directory.findByDomain(host)),
    findByCode: (code) => remember(`c:${code}`, () => directory.findByCode(code)),
    findDefault: () => remember('default', () => directory.findDefault()),
    clear: () => cache.clear(),
  };
}

/**
 * Adds merchant resolution to every route registered inside `scope`. A request whose host and
 * `Merchant` header were resolved within `ttlMs` is answered synchronously from memory: this
 * hook runs on every API call, and a promise chain per request showed up in the benchmarks.
 */
export function requireMerchant(
  scope: FastifyInstance,
  directory: MerchantDirectory,
  ttlMs = 0,
): void {
  const resolved = new Map<string, { merchant: Merchant; expires: number }>();
  scope.decorateRequest('merchant', null as unknown as Merchant);
  scope.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers['merchant'];
    const key = `${request.hostname}|${typeof header === 'string' ? header : ''}`;
    const hit = ttlMs > 0 ? resolved.get(key) : undefined;
    if (hit && hit.expires > Date.now()) {
      request.merchant = hit.merchant;
      done();
      return;
    }
    resolveMerchant(request, directory).then((merchant) => {
      request.merchant = merchant;
      if (ttlMs > 0) {
        if (resolved.size >= 10_000) resolved.clear();
        resolved.set(key, { merchant, expires: Date.now() + ttlMs });
      }
      done();
    }, done);
  });
}
