import { sql } from 'drizzle-orm';
import type { Executor } from '../src/db/rows.ts';
import { rowsOf, toBigInt } from '../src/db/rows.ts';

/**
 * The ledger's invariants, read straight from the tables: every transaction balances per
 * unit, the whole ledger sums to zero per unit, and every account's balance equals the sum of
 * its postings. Money tests call it after every test.
 */
export async function ledgerInvariants(db: Executor) {
  const unbalanced = await rowsOf<{ transaction_id: unknown }>(
    db,
    sql`select p.transaction_id from ledger_postings p join ledger_accounts a on a.id = p.account_id
        group by p.transaction_id, a.unit having sum(p.amount) <> 0`,
  );
  const totals = await rowsOf<{ unit: string; total: unknown }>(
    db,
    sql`select a.unit, coalesce(sum(p.amount), 0) as total
        from ledger_postings p join ledger_accounts a on a.id = p.account_id group by a.unit`,
  );
  const drifted = await rowsOf<{ id: unknown }>(
    db,
    sql`select a.id from ledger_accounts a
        left join ledger_postings p on p.account_id = a.id
        group by a.id, a.balance having a.balance <> coalesce(sum(p.amount), 0)`,
  );
  const negativeMembers = await rowsOf<{ id: unknown }>(
    db,
    sql`select id from ledger_accounts where member_id is not null and balance < 0`,
  );
  return {
    unbalancedTransactions: unbalanced.length,
    nonZeroUnits: totals.filter((row) => toBigInt(row.total) !== 0n).map((row) => row.unit),
    driftedAccounts: drifted.length,
    negativeMemberAccounts: negativeMembers.length,
  };
}

/** What a healthy ledger reports. */
export const healthyLedger = {
  unbalancedTransactions: 0,
  nonZeroUnits: [],
  driftedAccounts: 0,
  negativeMemberAccounts: 0,
};

/** Counts of the ledger's rows, for "nothing was written" checks. */
export async function ledgerRowCounts(db: Executor) {
  const [row] = await rowsOf<{ transactions: number; postings: number; balance_sum: unknown }>(
    db,
    sql`select (select count(*)::int from ledger_transactions) as transactions,
               (select count(*)::int from ledger_postings) as postings,
               (select coalesce(sum(balance), 0) from ledger_accounts where member_id is not null) as balance_sum`,
  );
  return {
    transactions: row?.transactions ?? 0,
    postings: row?.postings ?? 0,
    memberBalanceSum: toBigInt(row?.balance_sum ?? 0),
  };
}
