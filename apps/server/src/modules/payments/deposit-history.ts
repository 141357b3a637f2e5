import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/rows.ts';
import { deposits } from '../../db/schema/index.ts';

/**
 * How many of a member's deposits completed before this one (`depositId`; null: any): the
 * rewards module's test of a first deposit.
 */
export async function completedDepositsBefore(
  db: Executor,
  merchantId: number,
  memberId: number,
  depositId: number | null,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(deposits)
    .where(
      and(
        eq(deposits.merchantId, merchantId),
        eq(deposits.memberId, memberId),
        eq(deposits.status, 'completed'),
        ...(depositId === null
          ? []
          : [ne(deposits.id, depositId), sql`${deposits.id} < ${depositId}`]),
      ),
    );
  return row?.count ?? 0;
}
