import type { FastifyRequest } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { domainRoutes, merchants } from '../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app-kit.ts';
import { AppError } from './app-error.ts';
import {
  cachedDirectory,
  resolveMerchant,
  type Merchant,
  type MerchantDirectory,
} from './merchant-context.ts';

const brand = (code: string) => ({ id: code.length, code }) as unknown as Merchant;
const lotus = brand('lotus');
const jade = brand('jade-palace');

function fakeDirectory(options: { hosts?: Record<string, Merchant>; fallback?: Merchant } = {}) {
  const calls: string[] = [];
  const codes: Record<string, Merchant> = { lotus, 'jade-palace': jade };
  const directory: MerchantDirectory = {
    findByDomain: async (host) => {
      calls.push(`d:${host}`);
      return options.hosts?.[host];
    },
    findByCode: async (code) => {
      calls.push(`c:${code}`);
      return codes[code];
    },
    findDefault: async () => {
      calls.push('default');
      return options.fallback;
    },
  };
  return { directory, calls };
}

const request = (hostname: string, headers: Record<string, string> = {}) =>
  ({ hostname, headers }) as unknown as FastifyRequest;

async function refusal(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    return error instanceof AppError ? error.code : 'not an AppError';
  }
  return undefined;
}

describe('resolveMerchant', () => {
  it('prefers the host over the Merchant header', async () => {
    const { directory } = fakeDirectory({ hosts: { 'jade.example': jade } });
    expect(await resolveMerchant(request('JADE.example', { merchant: 'lotus' }), directory)).toBe(
      jade,
    );
  });

  it('strips IPv6 brackets from the host', async () => {
    const { directory, calls } = fakeDirectory({ hosts: { '::1': lotus } });
    expect(await resolveMerchant(request('[::1]'), directory)).toBe(lotus);
    expect(calls).toEqual(['d:::1']);
  });

  it('uses the Merchant header, case-insensitively, when the host is unknown', async () => {
    const { directory, calls } = fakeDirectory({ fallback: lotus });
    expect(
      await resolveMerchant(request('x.example', { merchant: 'JADE-Palace' }), directory),
    ).toBe(jade);
    expect(calls).toEqual(['d:x.example', 'c:jade-palace']);
  });

  it('refuses an unknown or malformed Merchant header instead of guessing', async () => {
    const { directory, calls } = fakeDirectory({ fallback: lotus });
    expect(
      await refusal(resolveMerchant(request('x.example', { merchant: 'ghost' }), directory)),
    ).toBe('unknown_merchant');
    for (const bad of ["lotus' or 1=1 --", 'a'.repeat(33), '../lotus', 'lo tus']) {
      expect(
        await refusal(resolveMerchant(request('x.example', { merchant: bad }), directory)),
      ).toBe('unknown_merchant');
    }
    // a malformed code never reaches the directory, and no fallback is taken
    expect(calls.filter((call) => call.startsWith('c:'))).toEqual(['c:ghost']);
    expect(calls).not.toContain('default');
  });

  it('falls back to the default brand without host or header', async () => {
    const { directory } = fakeDirectory({ fallback: lotus });
    expect(await resolveMerchant(request('x.example'), directory)).toBe(lotus);
    expect(await resolveMerchant(request('x.example', { merchant: '' }), directory)).toBe(lotus);
  });

  it('refuses when there is no default brand', async () => {
    const { directory } = fakeDirectory();
    expect(await refusal(resolveMerchant(request('x.example'), directory))).toBe(
      'unknown_merchant',
    );
  });
});

describe('cachedDirectory', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers repeated look-ups from memory until the time to live passes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
    const { directory, calls } = fakeDirectory({ hosts: { 'a.example': lotus } });
    const cached = cachedDirectory(directory, 1_000);
    expect(await cached.findByDomain('a.example')).toBe(lotus);
    expect(await cached.findByDomain('a.example')).toBe(lotus);
    // misses are remembered too, so an unknown host cannot hammer the database
    expect(await cached.findByDomain('b.example')).toBeUndefined();
    expect(await cached.findByDomain('b.example')).toBeUndefined();
    expect(calls).toEqual(['d:a.example', 'd:b.example']);
    vi.setSystemTime(new Date('2025-01-01T00:00:01.001Z'));
    await cached.findByDomain('a.example');
    expect(calls).toEqual(['d:a.example', 'd:b.example', 'd:a.example']);
  });

  it('keeps hosts, codes and the default apart', async () => {
    const { directory, calls } = fakeDirectory({ hosts: { lotus: jade }, fallback: lotus });
    const cached = cachedDirectory(directory, 60_000);
    expect(await cached.findByDomain('lotus')).toBe(jade);
    expect(await cached.findByCode('lotus')).toBe(lotus);
    expect(await cached.findDefault()).toBe(lotus);
    expect(calls).toEqual(['d:lotus', 'c:lotus', 'default']);
  });

  it('forgets everything on clear() and caches nothing with a zero time to live', async () => {
    const { directory, calls } = fakeDirectory({ fallback: lotus });
    const cached = cachedDirectory(directory, 60_000);
    await cached.findDefault();
    cached.clear();
    await cached.findDefault();
    expect(calls).toEqual(['default', 'default']);
    const uncached = cachedDirectory(directory, 0);
    await uncached.findDefault();
    await uncached.findDefault();
    expect(calls).toHaveLength(4);
  });
});

describe('requireMerchant (through the app)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    const [second] = await ctx.database.db
      .insert(merchants)
      .values({
        code: 'jade',
        name: 'Jade Palace',
        currencyCode: 'PHP',
        currencySymbol: '₱',
        currencyDecimals: 2,
        languages: ['en', 'tl'],
        defaultLanguage: 'tl',
        timeZone: 'Asia/Manila',
        theme: {
          primaryColor: '#0a7',
          accentColor: '#fc0',
          backgroundColor: '#010',
          surfaceColor: '#121',
          textColor: '#fff',
          logoUrl: '/jade.svg',
        },
        mainDomain: 'jade.example',
      })
      .returning({ id: merchants.id });
    await ctx.database.db
      .insert(domainRoutes)
      .values({ merchantId: second!.id, domain: 'jade.example', type: 'member', isMain: true });
  });
  afterAll(async () => ctx.close());

  const brandOf = async (headers: Record<string, string>) => {
    const res = await ctx.app.inject({ url: '/wps/system/permission', headers });
    return res.statusCode === 200 ? res.json().value.merchantCode : res.json().code;
  };

  it('resolves each brand by its host', async () => {
    expect(await brandOf({ host: 'jade.example' })).toBe('jade');
    expect(await brandOf({ host: 'jade.example:8443' })).toBe('jade');
    expect(await brandOf({ host: 'localhost:3000' })).toBe('lotus');
  });

  it('resolves by header on an unrouted host, else the default brand', async () => {
    expect(await brandOf({ host: 'cdn.example', merchant: 'jade' })).toBe('jade');
    expect(await brandOf({ host: 'cdn.example' })).toBe('lotus');
    expect(await brandOf({ host: 'cdn.example', merchant: 'nobody' })).toBe('unknown_merchant');
  });

  it('does not let the header override a routed host', async () => {
    expect(await brandOf({ host: 'jade.example', merchant: 'lotus' })).toBe('jade');
  });

  it('leaves routes outside the API alone', async () => {
    const res = await ctx.app.inject({ url: '/healthz', headers: { merchant: 'nobody' } });
    expect(res.statusCode).toBe(200);
  });
});
