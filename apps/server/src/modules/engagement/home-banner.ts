import type { Db } from '../../db/client.ts';
import { createContentRepository } from './content.repository.ts';

/**
 * The address of a brand's first home banner (the `w_home` carousel's first slide, the page's
 * largest paint), for the server-written first paint of index.html. Kept for `ttlMs` per
 * brand, as every home page visit asks.
 */
export function createHomeBannerSource(db: Db, ttlMs: number) {
  const repository = createContentRepository(db);
  const remembered = new Map<number, { url: string | undefined; expires: number }>();
  return {
    async firstUrl(merchantId: number): Promise<string | undefined> {
      const hit = remembered.get(merchantId);
      if (hit && hit.expires > Date.now()) return hit.url;
      const [first] = await repository.findActiveBanners(merchantId, 'w_home');
      const url = first?.imageUrl;
      if (ttlMs > 0) remembered.set(merchantId, { url, expires: Date.now() + ttlMs });
      return url;
    },
  };
}
export type HomeBannerSource = ReturnType<typeof createHomeBannerSource>;
