import { domainRoutes, merchants } from '../db/schema/index.ts';
import type { SeedTx } from './seed-tx.ts';

/** The brand row and the hosts it answers on. Returns the merchant id. */
export async function seedDemoMerchant(
  tx: SeedTx,
  counts: Record<string, number>,
): Promise<number> {
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
        logoUrl: '/demo/lotus/logo.svg',
      },
      minimumAge: 21,
      isDefault: true,
      mainDomain: 'localhost',
    })
    .returning({ id: merchants.id });
  if (!merchant) throw new Error('merchant insert returned nothing');
  const routes = await tx
    .insert(domainRoutes)
    .values([
      { merchantId: merchant.id, domain: 'localhost', type: 'member', isMain: true },
      { merchantId: merchant.id, domain: '127.0.0.1', type: 'member', isMain: false },
      { merchantId: merchant.id, domain: 'agent.localhost', type: 'agent', isMain: false },
    ])
    .returning({ id: domainRoutes.id });
  counts.merchants = 1;
  counts.domainRoutes = routes.length;
  return merchant.id;
}
