import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { trialType } from '@lobby/contracts';
import type { Executor } from '../../db/rows.ts';
import { agentTree, members } from '../../db/schema/index.ts';

/** An account of the team as the contract rules need it. */
export interface TeamAccount {
  id: number;
  username: string;
  type: number;
  parentId: number | null;
  status: 'active' | 'disabled';
}

const accountColumns = {
  id: members.id,
  username: members.username,
  type: members.type,
  parentId: members.parentId,
  status: members.status,
};

/** The first account of the brand that matches, if any. */
async function firstAccount(
  db: Executor,
  merchantId: number,
  ...conditions: SQL[]
): Promise<TeamAccount | undefined> {
  const [row] = await db
    .select(accountColumns)
    .from(members)
    .where(and(eq(members.merchantId, merchantId), ...conditions))
    .limit(1);
  return row;
}

/**
 * Reads of the upline hierarchy (members and the closure table `agent_tree`); every subtree
 * question is one indexed lookup in the closure table, never a walk. Returns plain rows.
 */
export function createTeamRepository() {
  return {
    async findAccount(
      db: Executor,
      merchantId: number,
      id: number,
    ): Promise<TeamAccount | undefined> {
      return firstAccount(db, merchantId, eq(members.id, id));
    },

    async findByUsername(
      db: Executor,
      merchantId: number,
      username: string,
    ): Promise<TeamAccount | undefined> {
      return firstAccount(db, merchantId, eq(members.username, username.toLowerCase()));
    },

    /** A live, real (not trial) direct downline of the agent by username. */
    async findDirectDownline(
      db: Executor,
      merchantId: number,
      agentId: number,
      username: string,
    ): Promise<TeamAccount | undefined> {
      return firstAccount(
        db,
        merchantId,
        eq(members.parentId, agentId),
        eq(members.username, username.toLowerCase()),
        eq(members.status, 'active'),
        ne(members.type, trialType),
      );
    },

    /** An account anywhere below the agent (depth ≥ 1), with its depth. */
    async findInTeam(
      db: Executor,
      merchantId: number,
      agentId: number,
      username: string,
    ): Promise<(TeamAccount & { depth: number }) | undefined> {
      const [row] = await db
        .select({ ...accountColumns, depth: agentTree.depth })
        .from(agentTree)
        .innerJoin(members, eq(members.id, agentTree.descendantId))
        .where(
          and(
            eq(agentTree.ancestorId, agentId),
            sql`${agentTree.depth} >= 1`,
            eq(members.merchantId, merchantId),
            eq(members.username, username.toLowerCase()),
          ),
        )
        .limit(1);
      return row;
    },

    /** Serialises contract changes of one holder (two offers at once, an offer and an answer). */
    async lockAccount(db: Executor, id: number): Promise<void> {
      await db.execute(sql`select id from members where id = ${id} for update`);
    },
  };
}
export type TeamRepository = ReturnType<typeof createTeamRepository>;
