import { and, count, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { WithdrawalStatus } from '@lobby/contracts';
import type { Executor } from '../../db/rows.ts';
import { memberBankAccounts, members, withdrawals } from '../../db/schema/index.ts';
import type { BankAccountRow } from './bank-account.repository.ts';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type NewWithdrawal = typeof withdrawals.$inferInsert;

/** A withdrawal with the bank account it goes to (removed accounts included) and its owner. */
export interface WithdrawalDetail {
  withdrawal: WithdrawalRow;
  bankAccount: BankAccountRow;
  username: string;
}

export interface Page<T> {
  rows: T[];
  total: number;
}

/** SQL for withdrawals; every query names its brand, member queries also the member. */
export function createWithdrawalRepository() {
  async function details(
    db: Executor,
    where: SQL | undefined,
    page?: { pageNo: number; pageSize: number },
  ): Promise<WithdrawalDetail[]> {
    const query = db
      .select({
        withdrawal: withdrawals,
        bankAccount: memberBankAccounts,
        username: members.username,
      })
      .from(withdrawals)
      .innerJoin(memberBankAccounts, eq(memberBankAccounts.id, withdrawals.bankAccountId))
      .innerJoin(members, eq(members.id, withdrawals.memberId))
      .where(where)
      .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id));
    return page ? query.limit(page.pageSize).offset((page.pageNo - 1) * page.pageSize) : query;
  }

  async function paged(
    db: Executor,
    where: SQL | undefined,
    page: { pageNo: number; pageSize: number },
  ): Promise<Page<WithdrawalDetail>> {
    const [total] = await db.select({ n: count() }).from(withdrawals).where(where);
    return { rows: await details(db, where, page), total: total?.n ?? 0 };
  }

  return {
    async findByRequestKey(
      db: Executor,
      merchantId: number,
      memberId: number,
      requestKey: string,
    ): Promise<WithdrawalRow | undefined> {
      const [row] = await db
        .select()
        .from(withdrawals)
        .where(
          and(
            eq(withdrawals.merchantId, merchantId),
            eq(withdrawals.memberId, memberId),
            eq(withdrawals.requestKey, requestKey),
          ),
        )
        .limit(1);
      return row;
    },

    /** Inserts unless the member already used the request key; undefined then. */
    async insertOnce(db: Executor, values: NewWithdrawal): Promise<WithdrawalRow | undefined> {
      const [row] = await db
        .insert(withdrawals)
        .values(values)
        .onConflictDoNothing({
          target: [withdrawals.merchantId, withdrawals.memberId, withdrawals.requestKey],
        })
        .returning();
      return row;
    },

    /**
     * Withdrawals the member asked for since the start of today in the brand's time zone,
     * not counting rejected ones (no money left; asking again after a refusal is fair).
     */
    /** The amount of the member's withdrawals asked for today (rejected ones left out). */
    async amountToday(
      db: Executor,
      merchantId: number,
      memberId: number,
      timeZone: string,
    ): Promise<bigint> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${withdrawals.amount}), 0)` })
        .from(withdrawals)
        .where(
          and(
            eq(withdrawals.merchantId, merchantId),
            eq(withdrawals.memberId, memberId),
            ne(withdrawals.status, 'rejected'),
            sql`${withdrawals.createdAt} >= (date_trunc('day', now() at time zone ${timeZone}) at time zone ${timeZone})`,
          ),
        );
      return BigInt(row?.total ?? 0);
    },

    async countToday(
      db: Executor,
      merchantId: number,
      memberId: number,
      timeZone: string,
    ): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(withdrawals)
        .where(
          and(
            eq(withdrawals.merchantId, merchantId),
            eq(withdrawals.memberId, memberId),
            ne(withdrawals.status, 'rejected'),
            sql`${withdrawals.createdAt} >= (date_trunc('day', now() at time zone ${timeZone}) at time zone ${timeZone})`,
          ),
        );
      return row?.n ?? 0;
    },

    listOwn(
      db: Executor,
      merchantId: number,
      memberId: number,
      page: { pageNo: number; pageSize: number },
    ): Promise<Page<WithdrawalDetail>> {
      return paged(
        db,
        and(eq(withdrawals.merchantId, merchantId), eq(withdrawals.memberId, memberId)),
        page,
      );
    },

    async findOwn(
      db: Executor,
      merchantId: number,
      memberId: number,
      id: number,
    ): Promise<WithdrawalDetail | undefined> {
      const [row] = await details(
        db,
        and(
          eq(withdrawals.id, id),
          eq(withdrawals.merchantId, merchantId),
          eq(withdrawals.memberId, memberId),
        ),
      );
      return row;
    },

    listBrand(
      db: Executor,
      merchantId: number,
      status: WithdrawalStatus | undefined,
      page: { pageNo: number; pageSize: number },
    ): Promise<Page<WithdrawalDetail>> {
      return paged(
        db,
        and(
          eq(withdrawals.merchantId, merchantId),
          status ? eq(withdrawals.status, status) : undefined,
        ),
        page,
      );
    },

    async findBrand(
      db: Executor,
      merchantId: number,
      id: number,
    ): Promise<WithdrawalDetail | undefined> {
      const [row] = await details(
        db,
        and(eq(withdrawals.id, id), eq(withdrawals.merchantId, merchantId)),
      );
      return row;
    },

    /**
     * The brand's withdrawal, locked until the transaction ends: what an operator's change
     * starts from (its "before" in the audit trail is then the truth).
     */
    async lockBrand(
      db: Executor,
      merchantId: number,
      id: number,
    ): Promise<WithdrawalRow | undefined> {
      const [row] = await db
        .select()
        .from(withdrawals)
        .where(and(eq(withdrawals.id, id), eq(withdrawals.merchantId, merchantId)))
        .for('update');
      return row;
    },

    /**
     * Moves a withdrawal on only if it is still in one of `from` — the guard that makes a
     * double click or two operators at once act once: the loser updates nothing.
     */
    async transition(
      db: Executor,
      merchantId: number,
      id: number,
      from: WithdrawalStatus[],
      set: Partial<NewWithdrawal>,
    ): Promise<WithdrawalRow | undefined> {
      const [row] = await db
        .update(withdrawals)
        .set(set)
        .where(
          and(
            eq(withdrawals.id, id),
            eq(withdrawals.merchantId, merchantId),
            inArray(withdrawals.status, from),
          ),
        )
        .returning();
      return row;
    },

    /** The member's answer, taken only while the withdrawal is paid and still unanswered. */
    async confirm(
      db: Executor,
      merchantId: number,
      memberId: number,
      id: number,
      set: Pick<NewWithdrawal, 'confirmation' | 'amountReceived' | 'proofFileId'>,
    ): Promise<WithdrawalRow | undefined> {
      const [row] = await db
        .update(withdrawals)
        .set({ ...set, confirmedAt: sql`now()`, autoConfirmed: false })
        .where(
          and(
            eq(withdrawals.id, id),
            eq(withdrawals.merchantId, merchantId),
            eq(withdrawals.memberId, memberId),
            eq(withdrawals.status, 'paid'),
            isNull(withdrawals.confirmation),
          ),
        )
        .returning();
      return row;
    },

    /**
     * Counts every paid withdrawal of the brand left unanswered for `minutes` as received,
     * in one conditional statement: run twice, or on two instances at once, each row changes
     * once. Returns how many changed.
     */
    async autoConfirm(
      db: Executor,
      merchantId: number,
      minutes: number,
      now: Date,
    ): Promise<number> {
      const at = now.toISOString();
      const rows = await db
        .update(withdrawals)
        .set({
          confirmation: 'received',
          amountReceived: sql`${withdrawals.amount}`,
          autoConfirmed: true,
          confirmedAt: sql`${at}::timestamptz`,
        })
        .where(
          and(
            eq(withdrawals.merchantId, merchantId),
            eq(withdrawals.status, 'paid'),
            isNull(withdrawals.confirmation),
            sql`${withdrawals.paidAt} <= ${at}::timestamptz - make_interval(mins => ${minutes}::int)`,
          ),
        )
        .returning({ id: withdrawals.id });
      return rows.length;
    },
  };
}
export type WithdrawalRepository = ReturnType<typeof createWithdrawalRepository>;
