import { hashPassword } from '../../identity/index.ts';
import type { Executor } from '../../../db/rows.ts';
import { members, staffUsers } from '../../../db/schema/index.ts';
import type { FastifyInstance } from 'fastify';
import { insertOtherMerchant } from '../../../../test/other-merchant-kit.ts';
import { staffLogin } from '../../../../test/staff-kit.ts';

/** Headers that reach the second brand (the host must not be one of the demo brand's). */
export const otherBrandHeaders = { host: 'unrouted.example', merchant: 'other' } as const;

/** A second brand with an admin `otheradmin` / `Other#2026` and a member `othermember`. */
export async function createOtherBrand(db: Executor) {
  const merchantId = await insertOtherMerchant(db);
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

/** The other brand's admin logged in (password, then its two-factor step): a Bearer token. */
export async function otherAdminToken(app: FastifyInstance): Promise<string> {
  const session = await staffLogin(app, {
    username: 'otheradmin',
    password: 'Other#2026',
    brand: otherBrandHeaders,
  });
  return session.token;
}
