import type { Executor } from '../src/db/rows.ts';
import { merchants } from '../src/db/schema/index.ts';

/** A second brand `other` (PHP, Asia/Manila) beside the demo one, for tests of brand isolation. */
export async function insertOtherMerchant(db: Executor): Promise<number> {
  const [brand] = await db
    .insert(merchants)
    .values({
      code: 'other',
      name: 'Other',
      currencyCode: 'PHP',
      currencySymbol: '₱',
      currencyDecimals: 2,
      languages: ['en'],
      defaultLanguage: 'en',
      timeZone: 'Asia/Manila',
      theme: {
        primaryColor: '#000',
        accentColor: '#111',
        backgroundColor: '#222',
        surfaceColor: '#333',
        textColor: '#fff',
        logoUrl: '/x.svg',
      },
      mainDomain: 'other.example',
    })
    .returning({ id: merchants.id });
  return brand!.id;
}
