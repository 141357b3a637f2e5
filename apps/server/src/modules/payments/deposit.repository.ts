import { and, asc, count, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { DepositStatus } from '@lobby/contracts';
import type { Executor } from '../../db/rows.ts';
import {
  deposits,
  gatewayCallbacks,
  members,
  merchants,
  paymentChannels,
} from '../../db/schema/index.ts';

export type DepositRow = typeof deposits.$inferSelect;
export type NewDeposit = typeof deposits.$inferInsert;
export type ChannelRow = typeof paymentChannels.$inferSelect;
export type NewGatewayCallback = typeof gatewayCallbacks.$inferInsert;

/** A deposit with what every view and rule needs of its channel. */
export interface DepositDetail {
  deposit: DepositRow;
  channel: Pick<ChannelRow, 'code' | 'kind' | 'gateway'>;
}

/** A deposit as the back office lists it: with its member. */
export interface BoDepositDetail extends DepositDetail {
  username: string;
  payeeName: string | null;
}

export interface Page<T> {
  rows: T[];
  total: number;
}

const channelColumns = {
  code: paymentChannels.code,
  kind: paymentChannels.kind,
  gateway: paymentChannels.gateway,
};

/** Longest raw callback body kept in the trail; a gateway's notification is far smaller. */
const maxLoggedBodyChars = 8_192;

/** Deposits expired per run of the expiry job; the next run takes the rest. */
const expiryBatchSize = 500;

/** SQL for payment channels, deposits and the gateway-callback trail. */
export function createDepositRepository() {
  function details(db: Executor, where: SQL | undefined) {
    return db
      .select({ deposit: deposits, channel: channelColumns })
      .from(deposits)
      .innerJoin(paymentChannels, eq(paymentChannels.id, deposits.channelId))
      .where(where);
  }

  return {
    /** The brand's active channels, in display order. */
    activeChannels(db: Executor, merchantId: number): Promise<ChannelRow[]> {
      return db
        .select()
        .from(paymentChannels)
        .where(and(eq(paymentChannels.merchantId, merchantId), eq(paymentChannels.isActive, true)))
        .orderBy(asc(paymentChannels.sort), asc(paymentChannels.id));
    },

    async activeChannel(
      db: Executor,
      merchantId: number,
      code: string,
    ): Promise<ChannelRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentChannels)
        .where(
          and(
            eq(paymentChannels.merchantId, merchantId),
            eq(paymentChannels.code, code),
            eq(paymentChannels.isActive, true),
          ),
        )
        .limit(1);
      return row;
    },

    async byRequestKey(
      db: Executor,
      merchantId: number,
      memberId: number,
      requestKey: string,
    ): Promise<DepositDetail | undefined> {
      const [row] = await details(
        db,
        and(
          eq(deposits.merchantId, merchantId),
          eq(deposits.memberId, memberId),
          eq(deposits.requestKey, requestKey),
        ),
      ).limit(1);
      return row;
    },

    /** Inserts unless the member already used the request key; undefined then. */
    async insertOnce(db: Executor, values: NewDeposit): Promise<DepositRow | undefined> {
      const [row] = await db
        .insert(deposits)
        .values(values)
        .onConflictDoNothing({
          target: [deposits.merchantId, deposits.memberId, deposits.requestKey],
        })
        .returning();
      return row;
    },

    /** One deposit of the brand; of one member when `memberId` is given. */
    async byId(
      db: Executor,
      merchantId: number,
      id: number,
      memberId?: number,
    ): Promise<DepositDetail | undefined> {
      const [row] = await details(
        db,
        and(
          eq(deposits.id, id),
          eq(deposits.merchantId, merchantId),
          memberId === undefined ? undefined : eq(deposits.memberId, memberId),
        ),
      ).limit(1);
      return row;
    },

    /** A deposit by our order number (any brand: a gateway knows no brand) with its currency. */
    async byOrderNo(
      db: Executor,
      orderNo: string,
    ): Promise<(DepositDetail & { currency: string }) | undefined> {
      const [row] = await db
        .select({ deposit: deposits, channel: channelColumns, currency: merchants.currencyCode })
        .from(deposits)
        .innerJoin(paymentChannels, eq(paymentChannels.id, deposits.channelId))
        .innerJoin(merchants, eq(merchants.id, deposits.merchantId))
        .where(eq(deposits.orderNo, orderNo))
        .limit(1);
      return row;
    },

    /** The deposit's status, with its row locked until the transaction ends. */
    async lockStatus(db: Executor, id: number): Promise<DepositStatus | undefined> {
      const [row] = await db
        .select({ status: deposits.status })
        .from(deposits)
        .where(eq(deposits.id, id))
        .for('update');
      return row?.status;
    },

    /**
     * Moves a deposit from one of `from` to `to`; undefined when it is no longer in one of
     * them (someone else finished it first), so the caller never acts twice.
     */
    async transition(
      db: Executor,
      id: number,
      from: DepositStatus[],
      to: DepositStatus,
      changes: Partial<
        Pick<DepositRow, 'gatewayTxnId' | 'completedAt' | 'reviewedBy' | 'reviewNote'>
      > = {},
    ): Promise<DepositRow | undefined> {
      const [row] = await db
        .update(deposits)
        .set({ ...changes, status: to })
        .where(and(eq(deposits.id, id), inArray(deposits.status, from)))
        .returning();
      return row;
    },

    /** Marks pending deposits past their time (by the database's clock) as expired; how many. */
    async expireOverdue(db: Executor): Promise<number> {
      const due = db
        .select({ id: deposits.id })
        .from(deposits)
        .where(and(eq(deposits.status, 'pending'), lte(deposits.expiresAt, sql`now()`)))
        .limit(expiryBatchSize);
      // the status test again in the update: a callback that completed one meanwhile wins
      const rows = await db
        .update(deposits)
        .set({ status: 'expired' })
        .where(and(inArray(deposits.id, due), eq(deposits.status, 'pending')))
        .returning({ id: deposits.id });
      return rows.length;
    },

    async memberPage(
      db: Executor,
      merchantId: number,
      memberId: number,
      page: { pageNo: number; pageSize: number },
    ): Promise<Page<DepositDetail>> {
      const where = and(eq(deposits.merchantId, merchantId), eq(deposits.memberId, memberId));
      const [total] = await db.select({ n: count() }).from(deposits).where(where);
      const rows = await details(db, where)
        .orderBy(desc(deposits.createdAt), desc(deposits.id))
        .limit(page.pageSize)
        .offset((page.pageNo - 1) * page.pageSize);
      return { rows, total: total?.n ?? 0 };
    },

    async brandPage(
      db: Executor,
      merchantId: number,
      filter: {
        status?: DepositStatus | undefined;
        /** One deposit only (the operator's detail view). */
        id?: number;
        pageNo: number;
        pageSize: number;
      },
    ): Promise<Page<BoDepositDetail>> {
      const where = and(
        eq(deposits.merchantId, merchantId),
        filter.status ? eq(deposits.status, filter.status) : undefined,
        filter.id !== undefined ? eq(deposits.id, filter.id) : undefined,
      );
      const [total] = await db.select({ n: count() }).from(deposits).where(where);
      const rows = await db
        .select({
          deposit: deposits,
          channel: channelColumns,
          username: members.username,
          payeeName: members.payeeName,
        })
        .from(deposits)
        .innerJoin(paymentChannels, eq(paymentChannels.id, deposits.channelId))
        .innerJoin(members, eq(members.id, deposits.memberId))
        .where(where)
        .orderBy(desc(deposits.createdAt), desc(deposits.id))
        .limit(filter.pageSize)
        .offset((filter.pageNo - 1) * filter.pageSize);
      return { rows, total: total?.n ?? 0 };
    },

    /** Adds one row to the callback trail (on the caller's transaction when it decides money). */
    async logCallback(db: Executor, row: NewGatewayCallback): Promise<void> {
      await db
        .insert(gatewayCallbacks)
        .values({ ...row, rawBody: row.rawBody.slice(0, maxLoggedBodyChars) });
    },
  };
}
export type DepositRepository = ReturnType<typeof createDepositRepository>;
