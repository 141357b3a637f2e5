import { sql } from 'drizzle-orm';
import type { ContractKind, DividendPeriod } from '@lobby/contracts';
import type { Db } from '../../../db/client.ts';
import { rowsOf, toBigInt } from '../../../db/rows.ts';
import { agentContracts, type StoredTier } from '../../../db/schema/index.ts';
import { createLocalEventBus } from '../../../platform/event-bus.ts';
import { createWalletService, ledgerReads, postWithinTransaction } from '../../wallet/index.ts';
import { createAgentSettlement } from '../settlement/settlement.module.ts';
import { addAccounts } from './agents-kit.ts';

/** A running contract written straight to the table (the contract rules have their own tests). */
export async function addRunningContract(
  db: Db,
  contract: {
    merchantId: number;
    kind: ContractKind;
    uplineId: number;
    holderId: number;
    tiers: Array<{ threshold: bigint; minActive?: number; rate: bigint }>;
    period?: DividendPeriod;
    answeredAt?: Date;
  },
): Promise<number> {
  const tiers: StoredTier[] = contract.tiers.map((tier) => ({
    threshold: tier.threshold.toString(),
    minActive: tier.minActive ?? 0,
    rate: tier.rate.toString(),
  }));
  const [row] = await db
    .insert(agentContracts)
    .values({
      merchantId: contract.merchantId,
      kind: contract.kind,
      state: 'accepted',
      uplineId: contract.uplineId,
      holderId: contract.holderId,
      period: contract.kind === 'dividend' ? (contract.period ?? 'semimonthly') : null,
      tiers,
      offeredAt: new Date('2020-01-01T00:00:00Z'),
      answeredAt: contract.answeredAt ?? new Date('2020-01-01T00:00:00Z'),
    })
    .returning({ id: agentContracts.id });
  return row!.id;
}

/** Adds a member's figures at an instant, as the bets and deposits triggers would. */
export async function addStats(
  db: Db,
  merchantId: number,
  memberId: number,
  at: string,
  figures: { bet?: bigint; validBet?: bigint; payout?: bigint; deposit?: bigint },
): Promise<void> {
  const bet = figures.bet ?? figures.validBet ?? 0n;
  await db.execute(
    sql`select member_stats_add(${merchantId}, ${memberId}, ${at}::timestamptz,
          ${bet > 0n ? 1 : 0}, ${bet.toString()}::bigint,
          ${(figures.validBet ?? bet).toString()}::bigint, ${(figures.payout ?? 0n).toString()}::bigint,
          ${figures.deposit ? 1 : 0}, ${(figures.deposit ?? 0n).toString()}::bigint, 0, 0)`,
  );
}

/** Credits a member's main wallet from the house (an operator adjustment in real life). */
export async function fund(db: Db, merchantId: number, memberId: number, amount: bigint) {
  await postWithinTransaction(db, {
    merchantId,
    idempotencyKey: `test-fund:${memberId}:${Math.random()}`,
    kind: 'adjustment',
    memberId,
    legs: [
      { account: { house: 'adjustments' }, amount: -amount },
      { account: { memberId, kind: 'main' }, amount },
    ],
  });
}

/** A member's main balance in minor units. */
export function balanceOf(db: Db, merchantId: number, memberId: number): Promise<bigint> {
  return ledgerReads.balanceOf(db, merchantId, { memberId, kind: 'main' });
}

/** The settlement service on a database, outside any app (as the command line builds it). */
export function settlementOn(db: Db) {
  return createAgentSettlement({
    db,
    wallet: createWalletService({ db, events: createLocalEventBus() }),
  });
}

/** The settlement payouts a member received in the ledger: transactions and their sum. */
export async function payoutsTo(db: Db, memberId: number) {
  const [row] = await rowsOf<{ count: unknown; total: unknown }>(
    db,
    sql`select count(*) as count, coalesce(sum(p.amount), 0) as total
        from ledger_transactions t
        join ledger_postings p on p.transaction_id = t.id
        join ledger_accounts a on a.id = p.account_id
        where t.kind in ('salary', 'dividend') and t.member_id = ${memberId}
          and a.member_id = ${memberId}`,
  );
  return { count: Number(row?.count ?? 0), total: toBigInt(row?.total ?? 0) };
}

/**
 * A three-level tree under a new top-level agent: a → b → c (agents), members m1 under c,
 * m2 under b, m3 under a. Names are prefixed so one database holds several trees.
 */
export async function addTree(db: Db, merchantId: number, prefix: string) {
  const { [`${prefix}a`]: a } = await addAccounts(db, merchantId, [
    { username: `${prefix}a`, type: 1, parentId: null },
  ]);
  const { [`${prefix}b`]: b } = await addAccounts(db, merchantId, [
    { username: `${prefix}b`, type: 1, parentId: a! },
  ]);
  const { [`${prefix}c`]: c } = await addAccounts(db, merchantId, [
    { username: `${prefix}c`, type: 1, parentId: b! },
  ]);
  const members = await addAccounts(db, merchantId, [
    { username: `${prefix}m1`, type: 0, parentId: c! },
    { username: `${prefix}m2`, type: 0, parentId: b! },
    { username: `${prefix}m3`, type: 0, parentId: a! },
  ]);
  return {
    a: a!,
    b: b!,
    c: c!,
    m1: members[`${prefix}m1`]!,
    m2: members[`${prefix}m2`]!,
    m3: members[`${prefix}m3`]!,
  };
}
