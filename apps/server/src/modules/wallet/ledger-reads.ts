import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, toBigInt, type Executor } from '../../db/rows.ts';
import type { AccountRef } from './ledger-accounts.ts';

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
  /**
   * Whether any account of the member moved at or after `since` (the live channel's catch-up):
   * only the last posting of each account is read, through its index.
   */
  async movedSince(db: Executor, memberId: number, since: Date): Promise<boolean> {
    const rows = await rowsOf<{ moved: number }>(
      db,
      sql`select 1 as moved from ledger_accounts a
          cross join lateral (
            select p.transaction_id from ledger_postings p
            where p.account_id = a.id order by p.id desc limit 1
          ) last
          join ledger_transactions t on t.id = last.transaction_id
          where a.member_id = ${memberId} and t.created_at >= ${since.toISOString()}
          limit 1`,
    );
    return rows.length > 0;
  },

  /** One member account's balance in minor units (0 before its first movement). */
  async balanceOf(db: Executor, merchantId: number, account: AccountRef): Promise<bigint> {
    const [row] = await rowsOf<{ balance: unknown }>(
      db,
      ledgerReads.balanceSql(merchantId, account),
    );
    return row && row.balance !== null ? toBigInt(row.balance) : 0n;
  },

  /**
   * What a game on this account may stake: the account's balance, plus the bonus money for the
   * main wallet (bets draw on cash first, then bonus money: docs/rewards.md).
   */
  async playableBalanceOf(db: Executor, merchantId: number, account: AccountRef): Promise<bigint> {
    const member = memberAccountOf(account);
    if (member.kind !== 'main') return ledgerReads.balanceOf(db, merchantId, account);
    const [row] = await rowsOf<{ balance: unknown }>(
      db,
      sql`select coalesce(sum(balance), 0) as balance from ledger_accounts
          where merchant_id = ${merchantId} and member_id = ${member.memberId}
            and kind in ('main', 'bonus') and vendor = ''`,
    );
    return row ? toBigInt(row.balance) : 0n;
  },

  /** A member account's balance as a scalar subquery (null before its first movement). */
  balanceSql(merchantId: number, account: AccountRef): SQL {
    const member = memberAccountOf(account);
    const vendor = member.kind === 'vendor' ? member.vendor : '';
    return sql`(select balance from ledger_accounts
      where merchant_id = ${merchantId} and member_id = ${member.memberId}
        and kind = ${member.kind} and vendor = ${vendor})`;
  },
};
