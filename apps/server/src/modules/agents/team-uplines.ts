import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/rows.ts';
import { agentTree } from '../../db/schema/index.ts';

/**
 * The account and every upline above it (nearest first): the agents whose team it belongs to.
 * One indexed read of the closure table; for other modules (the inbox's team messages).
 */
export async function teamUplinesOf(db: Executor, memberId: number): Promise<number[]> {
  const rows = await db
    .select({ id: agentTree.ancestorId })
    .from(agentTree)
    .where(eq(agentTree.descendantId, memberId))
    .orderBy(asc(agentTree.depth));
  return rows.length > 0 ? rows.map((row) => row.id) : [memberId];
}
