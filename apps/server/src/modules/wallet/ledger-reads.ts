import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, toBigInt, type Executor } from '../../db/rows.ts';
import type { AccountRef } from './ledger-accounts.ts';
import type { Leg } from './ledger.ts';

/** A member's own account (a main or vendor wallet): the only kind with a player balance. */
export type MemberAccountRef = Exclude<AccountRef, { house: string }>;

function memberAccountOf(account: AccountRef): MemberAccountRef {
  if ('house' in account) throw new Error('a house account has no player balance');
  return account;
}

/**
 * Reads of the ledger for other modules. Only the wallet knows the ledger tables; a module
 * that must read a balance inside its own statement (the provider wallet's one-round-trip
 * bets) embeds `balanceSql` instead of writing the query itself.
 */
export const ledgerReads = {
  /** One member account's balance in minor units (0 before its first movement). */
  async balanceOf(db: Executor, merchantId: number, account: AccountRef): Promise<bigint> {
    const [row] = await rowsOf<{ balance: unknown }>(
      db,
      ledgerReads.balanceSql(merchantId, account),
    );
    return row && row.balance !== null ? toBigInt(row.balance) : 0n;
  },

  /** A member account's balance as a scalar subquery (null before its first movement). */
  balanceSql(merchantId: number, account: AccountRef): SQL {
    const member = memberAccountOf(account);
    const vendor = member.kind === 'vendor' ? member.vendor : '';
    return sql`(select balance from ledger_accounts
      where merchant_id = ${merchantId} and member_id = ${member.memberId}
        and kind = ${member.kind} and vendor = ${vendor})`;
  },

  /** The legs of a posted ledger transaction as account references (to reverse it exactly). */
  async postedLegs(db: Executor, ledgerTransactionId: number): Promise<Leg[]> {
    const rows = await rowsOf<{
      member_id: number | string | null;
      kind: string;
      vendor: string;
      amount: unknown;
    }>(
      db,
      sql`select a.member_id, a.kind, a.vendor, p.amount
          from ledger_postings p join ledger_accounts a on a.id = p.account_id
          where p.transaction_id = ${ledgerTransactionId}`,
    );
    return rows.map((row) => {
      const amount = toBigInt(row.amount);
      if (row.member_id === null) return { account: { house: row.kind } as AccountRef, amount };
      const memberId = Number(row.member_id);
      const account: AccountRef =
        row.kind === 'vendor'
          ? { memberId, kind: 'vendor', vendor: row.vendor }
          : { memberId, kind: 'main' };
      return { account, amount };
    });
  },
};
