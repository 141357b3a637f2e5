import { and, eq, inArray } from 'drizzle-orm';
import { members, vendors } from '../db/schema/index.ts';
import { postWithinTransaction } from '../modules/wallet/index.ts';
import { demoAccounts } from './demo-accounts.ts';
import type { SeedTx } from './seed-tx.ts';

/**
 * Live-casino vendors of the demo catalogue that keep their own wallet, so the transfer page
 * (transferFund) has something to move money to; every other vendor spends the main wallet.
 */
export const demoTransferVendors = ['SLV', 'CRW'] as const;

/** Opening balances in minor units (THB, two decimals): 1,000.00 and 10,000.00. */
export const demoOpeningBalances: ReadonlyArray<{ username: string; amount: bigint }> = [
  { username: demoAccounts.member.username, amount: 100_000n },
  { username: demoAccounts.agent.username, amount: 1_000_000n },
];

/**
 * Turns the demo transfer vendors to transfer mode and gives the demo member and agent their
 * opening balances, through the ledger like any other money (an adjustment from the house).
 */
export async function seedDemoWalletVendors(
  tx: SeedTx,
  merchantId: number,
  counts: Record<string, number>,
): Promise<void> {
  await tx
    .update(vendors)
    .set({ walletMode: 'transfer' })
    .where(
      and(eq(vendors.merchantId, merchantId), inArray(vendors.vassalage, [...demoTransferVendors])),
    );

  for (const { username, amount } of demoOpeningBalances) {
    const [member] = await tx
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.merchantId, merchantId), eq(members.username, username)));
    if (!member) throw new Error(`demo account ${username} is missing`);
    const posted = await postWithinTransaction(tx, {
      merchantId,
      idempotencyKey: `seed:opening:${username}`,
      kind: 'adjustment',
      memberId: member.id,
      reference: `member:${member.id}`,
      memo: { reason: 'demo opening balance' },
      legs: [
        { account: { house: 'adjustments' }, amount: -amount },
        { account: { memberId: member.id, kind: 'main' }, amount },
      ],
    });
    counts.ledger_transactions = (counts.ledger_transactions ?? 0) + 1;
    counts.ledger_postings = (counts.ledger_postings ?? 0) + posted.postings.length;
  }
}
