import { eq } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { members, merchants } from '../../apps/server/src/db/schema/index.ts';
import type { WalletService } from '../../apps/server/src/modules/wallet/index.ts';

/**
 * Transactions run one at a time before a house account is used concurrently: each picks one
 * of 16 shards at random, so 200 leave a shard unvisited with odds of about 1 in 400,000.
 */
export const houseWarmUpTransactions = 200;

/** The demo brand's id (the seed made it). */
export async function demoMerchantId(db: Db): Promise<number> {
  const [merchant] = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.code, 'lotus'));
  if (!merchant) throw new Error('the demo brand is missing: did the seed run?');
  return merchant.id;
}

/**
 * `count` members of the brand, each opened with `opening` minor units through the ledger
 * (house adjustments → main), `clients` openings at a time.
 */
export async function createFundedMembers(options: {
  db: Db;
  wallet: WalletService;
  merchantId: number;
  count: number;
  opening: bigint;
  clients: number;
}): Promise<number[]> {
  const { db, wallet, merchantId } = options;
  const ids: number[] = [];
  for (let first = 0; first < options.count; first += 500) {
    const size = Math.min(500, options.count - first);
    const rows = await db
      .insert(members)
      .values(
        Array.from({ length: size }, (_, index) => ({
          merchantId,
          username: `bench${first + index}`,
          type: 0,
          nickname: `Bench ${first + index}`,
        })),
      )
      .returning({ id: members.id });
    ids.push(...rows.map((row) => row.id));
  }
  const open = (memberId: number) =>
    wallet.post({
      merchantId,
      idempotencyKey: `bench-opening-${memberId}`,
      kind: 'adjustment',
      memberId,
      memo: { reason: 'bench opening balance' },
      legs: [
        { account: { house: 'adjustments' }, amount: -options.opening },
        { account: { memberId, kind: 'main' }, amount: options.opening },
      ],
    });
  // the first openings one at a time: they create the house shards, which concurrent first
  // uses cannot do safely yet (the account directory remembers a row before its commit)
  const serial = Math.min(ids.length, houseWarmUpTransactions);
  for (const memberId of ids.slice(0, serial)) await open(memberId);
  let next = serial;
  await Promise.all(
    Array.from({ length: options.clients }, async () => {
      while (next < ids.length) await open(ids[next++]!);
    }),
  );
  return ids;
}
