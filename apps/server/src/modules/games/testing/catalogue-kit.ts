import { afterAll, beforeAll, expect } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  apiPaths,
  type GameCategory,
  type GetGamesResponse,
  type WinnerEntry,
} from '@lobby/contracts';
import { merchants, vendors } from '../../../db/schema/index.ts';
import type { GeoIpLookup } from '../../../platform/geoip.ts';
import { createTestApp, type TestContext } from '../../../../test/app-kit.ts';

/** The demo brand enables cockfight for Cambodia: the tests' own address is Cambodian. */
export const cambodia = '127.0.0.1';
export const philippines = '10.63.0.1';
export const nowhere = '10.0.0.9';
const geoIp: GeoIpLookup = {
  countryOf: (ip) => (ip === cambodia ? 'KH' : ip === philippines ? 'PH' : null),
};

/**
 * The catalogue's public reads on the demo brand, for one test file: the app (built before the
 * file's tests, closed after them) and the calls the tests make.
 */
export function useCatalogueApp() {
  let ctx: TestContext | undefined;
  let merchantId = 0;
  beforeAll(async () => {
    ctx = await createTestApp({ geoIp });
    const [merchant] = await ctx.database.db
      .select({ id: merchants.id })
      .from(merchants)
      .where(eq(merchants.code, 'lotus'));
    merchantId = merchant!.id;
  });
  afterAll(async () => ctx?.close());

  const context = () => {
    if (!ctx) throw new Error('the catalogue app is built before the tests');
    return ctx;
  };
  const get = async (url: string, remoteAddress = cambodia) => {
    const res = await context().app.inject({ url, remoteAddress });
    return { status: res.statusCode, body: res.json() };
  };
  return {
    context,
    merchantId: () => merchantId,
    get,
    menus: async (lang = 'en') =>
      (await get(`${apiPaths.gameMenus}?lang=${lang}`)).body.value as GameCategory[],
    async gamePage(query: string) {
      const { status, body } = await get(`${apiPaths.games}?${query}`);
      expect(status, query).toBe(200);
      return body.value as GetGamesResponse;
    },
    winners: async (query = '') =>
      (await get(`${apiPaths.winnerBoard}?${query}`)).body.value as WinnerEntry[],
    async expectRefused(url: string, code = 'validation_failed') {
      const { status, body } = await get(url);
      expect(status, url).toBe(400);
      expect(body).toMatchObject({ success: false, code, messageKey: `err_${code}` });
    },
    setVendor: (vassalage: string, values: Partial<typeof vendors.$inferInsert>) =>
      context()
        .database.db.update(vendors)
        .set(values)
        .where(and(eq(vendors.merchantId, merchantId), eq(vendors.vassalage, vassalage))),
  };
}
