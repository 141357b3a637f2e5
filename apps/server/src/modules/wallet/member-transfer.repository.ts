import { and, asc, eq, ne } from 'drizzle-orm';
import { trialType } from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';

/** The other side of a member-to-member transfer. */
export interface Counterparty {
  id: number;
  username: string;
}

/** Money goes only to live, real accounts of the same brand. */
const canReceive = (merchantId: number) =>
  and(
    eq(members.merchantId, merchantId),
    eq(members.status, 'active'),
    ne(members.type, trialType),
  );

/** SQL for who a member may pay: direct downlines and the upline; returns plain rows. */
export function createMemberTransferRepository(db: Db) {
  return {
    /** The agent's direct downline with this username; a downline's downline is not one. */
    async findDirectDownline(
      merchantId: number,
      agentId: number,
      username: string,
    ): Promise<Counterparty | undefined> {
      const [row] = await db
        .select({ id: members.id, username: members.username })
        .from(members)
        .where(
          and(
            canReceive(merchantId),
            eq(members.parentId, agentId),
            eq(members.username, username.trim().toLowerCase()),
          ),
        )
        .limit(1);
      return row;
    },

    /** Every direct downline an agent may pay, by username. */
    async listDirectDownlines(
      merchantId: number,
      agentId: number,
    ): Promise<Array<{ username: string; nickname: string }>> {
      return db
        .select({ username: members.username, nickname: members.nickname })
        .from(members)
        .where(and(canReceive(merchantId), eq(members.parentId, agentId)))
        .orderBy(asc(members.username))
        .limit(1000);
    },

    /** The member's upline, when it can still receive money. */
    async findUpline(merchantId: number, parentId: number): Promise<Counterparty | undefined> {
      const [row] = await db
        .select({ id: members.id, username: members.username })
        .from(members)
        .where(and(canReceive(merchantId), eq(members.id, parentId)))
        .limit(1);
      return row;
    },
  };
}
export type MemberTransferRepository = ReturnType<typeof createMemberTransferRepository>;
