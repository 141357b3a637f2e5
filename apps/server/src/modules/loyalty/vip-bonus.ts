import { sql } from 'drizzle-orm';
import { rowsOf, type DbTransaction } from '../../db/rows.ts';
import type { Post } from './loyalty-ports.ts';

export type VipBonusKind = 'level_up' | 'birthday' | 'monthly';

/**
 * Pays a VIP bonus once per cause (a level, a year, a month): the `vip_bonuses` row and the
 * ledger key both make a second payment impossible. Cash from the house `promotions` account
 * (a later session may route it through the bonus engine with wagering). True when paid now.
 */
export async function payVipBonus(
  tx: DbTransaction,
  post: Post,
  bonus: {
    merchantId: number;
    memberId: number;
    kind: VipBonusKind;
    cause: string;
    amount: bigint;
  },
): Promise<boolean> {
  if (bonus.amount <= 0n) return false;
  const inserted = await rowsOf<{ id: number }>(
    tx,
    sql`insert into vip_bonuses (merchant_id, member_id, kind, cause, amount)
        values (${bonus.merchantId}, ${bonus.memberId}, ${bonus.kind}, ${bonus.cause}, ${bonus.amount})
        on conflict (member_id, kind, cause) do nothing returning id`,
  );
  if (inserted.length === 0) return false;
  const key = `vip:${bonus.kind}:${bonus.memberId}:${bonus.cause}`;
  await post({
    merchantId: bonus.merchantId,
    idempotencyKey: key,
    kind: 'bonus',
    memberId: bonus.memberId,
    reference: key,
    memo: { type: `vip_${bonus.kind}`, cause: bonus.cause },
    legs: [
      { account: { house: 'promotions' }, amount: -bonus.amount },
      { account: { memberId: bonus.memberId, kind: 'main' }, amount: bonus.amount },
    ],
  });
  return true;
}
