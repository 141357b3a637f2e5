import { hashPassword } from '../../identity/password-policy.ts';
import type { Executor } from '../../../db/rows.ts';
import { members, merchants, staffUsers } from '../../../db/schema/index.ts';

/** Headers that reach the second brand (the host must not be one of the demo brand's). */
export const otherBrandHeaders = { host: 'unrouted.example', merchant: 'other' } as const;

/** A second brand with an admin `otheradmin` / `Other#2026` and a member `othermember`. */
export async function createOtherBrand(db: Executor) {
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
  const merchantId = brand!.id;
  const passwordHash = await hashPassword('Other#2026');
  await db
    .insert(staffUsers)
    .values({ merchantId, username: 'otheradmin', passwordHash, roles: ['admin'] });
  const [member] = await db
    .insert(members)
    .values({ merchantId, username: 'othermember', type: 0, nickname: 'O', passwordHash })
    .returning({ id: members.id });
  return { merchantId, memberId: member!.id };
}
