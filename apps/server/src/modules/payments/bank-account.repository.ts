import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/rows.ts';
import { memberBankAccounts, members, withdrawals } from '../../db/schema/index.ts';

export type BankAccountRow = typeof memberBankAccounts.$inferSelect;

/** SQL for members' bank accounts; every query is scoped to one brand and one member. */
export function createBankAccountRepository() {
  return {
    /** Active (not removed) accounts, the default first, then oldest first. */
    listActive(db: Executor, merchantId: number, memberId: number): Promise<BankAccountRow[]> {
      return db
        .select()
        .from(memberBankAccounts)
        .where(
          and(
            eq(memberBankAccounts.merchantId, merchantId),
            eq(memberBankAccounts.memberId, memberId),
            isNull(memberBankAccounts.removedAt),
          ),
        )
        .orderBy(desc(memberBankAccounts.isDefault), asc(memberBankAccounts.id));
    },

    /** One of the member's active accounts; undefined for a removed or someone else's. */
    async findActive(
      db: Executor,
      merchantId: number,
      memberId: number,
      id: number,
    ): Promise<BankAccountRow | undefined> {
      const [row] = await db
        .select()
        .from(memberBankAccounts)
        .where(
          and(
            eq(memberBankAccounts.id, id),
            eq(memberBankAccounts.merchantId, merchantId),
            eq(memberBankAccounts.memberId, memberId),
            isNull(memberBankAccounts.removedAt),
          ),
        )
        .limit(1);
      return row;
    },

    async insert(
      db: Executor,
      values: Pick<
        BankAccountRow,
        'merchantId' | 'memberId' | 'bankCode' | 'accountNumber' | 'holderName' | 'isDefault'
      >,
    ): Promise<BankAccountRow> {
      const [row] = await db.insert(memberBankAccounts).values(values).returning();
      if (!row) throw new Error('bank account insert returned nothing');
      return row;
    },

    /** Soft delete; false when it was already gone. Removing the default passes the role on. */
    async remove(db: Executor, account: BankAccountRow, now: Date): Promise<boolean> {
      const removed = await db
        .update(memberBankAccounts)
        .set({ removedAt: now, isDefault: false })
        .where(and(eq(memberBankAccounts.id, account.id), isNull(memberBankAccounts.removedAt)))
        .returning({ id: memberBankAccounts.id });
      if (removed.length === 0) return false;
      if (account.isDefault) {
        await db.execute(sql`
          update member_bank_accounts set is_default = true
          where id = (select id from member_bank_accounts
                      where member_id = ${account.memberId} and merchant_id = ${account.merchantId}
                        and removed_at is null
                      order by id limit 1)`);
      }
      return true;
    },

    /** Whether a withdrawal to this account still waits for review or payout. */
    async hasOpenWithdrawal(db: Executor, bankAccountId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: withdrawals.id })
        .from(withdrawals)
        .where(
          and(
            eq(withdrawals.bankAccountId, bankAccountId),
            inArray(withdrawals.status, ['pending', 'approved']),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /**
     * Sets the member's real name only while it is empty (set once; a second call, even a
     * concurrent one, changes nothing). True when this call set it.
     */
    async setPayeeNameOnce(
      db: Executor,
      merchantId: number,
      memberId: number,
      payeeName: string,
    ): Promise<boolean> {
      const updated = await db
        .update(members)
        .set({ payeeName })
        .where(
          and(
            eq(members.id, memberId),
            eq(members.merchantId, merchantId),
            sql`coalesce(${members.payeeName}, '') = ''`,
          ),
        )
        .returning({ id: members.id });
      return updated.length > 0;
    },
  };
}
export type BankAccountRepository = ReturnType<typeof createBankAccountRepository>;
