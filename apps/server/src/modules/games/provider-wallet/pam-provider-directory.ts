import { resolveGamePolicy, type GamePolicy } from '@lobby/contracts';
import type { Executor } from '../../../db/rows.ts';
import { createBriefCache } from '../../../platform/brief-cache.ts';
import {
  providerSessionsRepository as repository,
  type ProviderRow,
  type WalletBrand,
} from './provider-sessions.repository.ts';

/** An active provider of a brand, with the brand's settings and resolved game policy. */
export interface KnownProvider {
  provider: ProviderRow;
  brand: WalletBrand;
  policy: GamePolicy;
}

/** Finds a brand's active provider by its code (undefined: unknown or inactive). */
export interface ProviderDirectory {
  find(merchantId: number, code: string): Promise<KnownProvider | undefined>;
}

/** Enough for every brand's providers; a flood of made-up codes only empties it. */
const maxEntries = 10_000;

/**
 * Providers and their brand's settings change rarely and every PAM call needs them: with
 * `ttlMs` > 0 an answer (found or not) is reused for that long, like the brand cache
 * (CACHE_TTL_MS), so deactivating a provider, raising its credential version or changing the
 * brand's game policy takes effect within `ttlMs`. Concurrent misses share one query. Nothing
 * secret is kept: credentials are derived from the row's version by whoever needs them.
 */
export function createProviderDirectory(db: Executor, ttlMs: number): ProviderDirectory {
  const cache = createBriefCache<KnownProvider | undefined>({ ttlMs, maxEntries });
  const load = async (merchantId: number, code: string): Promise<KnownProvider | undefined> => {
    const found = await repository.findProvider(db, merchantId, code);
    return found && { ...found, policy: resolveGamePolicy(found.brand.gamePolicy) };
  };
  return {
    find: (merchantId, code) => cache.get(`${merchantId}|${code}`, () => load(merchantId, code)),
  };
}
