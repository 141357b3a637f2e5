import type { Db } from '../client.ts';
import { domainRoutes, merchants } from '../schema/index.ts';

export interface SeedReport {
  created: boolean;
  counts: Record<string, number>;
}

/** Fills an empty database with the demo brand "Lucky Lotus"; a second run changes nothing. */
export async function seedDemo(db: Db): Promise<SeedReport> {
  const existing = await db.select({ id: merchants.id }).from(merchants).limit(1);
  if (existing.length > 0) return { created: false, counts: {} };
  return db.transaction(async (tx) => {
    const [merchant] = await tx
      .insert(merchants)
      .values({
        code: 'lotus',
        name: 'Lucky Lotus',
        currencyCode: 'THB',
        currencySymbol: '฿',
        currencyDecimals: 2,
        languages: ['en', 'th', 'tl'],
        defaultLanguage: 'en',
        timeZone: 'Asia/Bangkok',
        theme: {
          primaryColor: '#c2185b',
          accentColor: '#f5b301',
          backgroundColor: '#14101f',
          surfaceColor: '#221a33',
          textColor: '#f4f0fa',
          logoUrl: '/brand/lotus/logo.svg',
        },
        isDefault: true,
        mainDomain: 'localhost',
      })
      .returning();
    if (!merchant) throw new Error('merchant insert returned nothing');
    await tx
      .insert(domainRoutes)
      .values([{ merchantId: merchant.id, domain: 'localhost', type: 'member', isMain: true }]);
    return { created: true, counts: { merchants: 1, domainRoutes: 1 } };
  });
}
