import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';
import type { SessionsService } from './sessions.service.ts';

export type AccountStatus = 'active' | 'disabled';

/** An account's status as the operator sets it; disabling ends every session of it. */
export function createAccountStatus(db: Db, sessions: SessionsService) {
  return {
    /**
     * Sets the status of a member of this brand; undefined when the brand has no such member.
     * A disabled account's sessions end and its open pages hear `account_disabled`.
     */
    async set(
      merchantId: number,
      memberId: number,
      status: AccountStatus,
    ): Promise<{ before: AccountStatus; after: AccountStatus } | undefined> {
      const [row] = await db
        .select({ status: members.status })
        .from(members)
        .where(and(eq(members.merchantId, merchantId), eq(members.id, memberId)))
        .limit(1);
      if (!row) return undefined;
      await db
        .update(members)
        .set({ status })
        .where(and(eq(members.merchantId, merchantId), eq(members.id, memberId)));
      if (status === 'disabled') {
        await sessions.revokeAllForMember(memberId, undefined, 'account_disabled');
      }
      return { before: row.status, after: status };
    },
  };
}
export type AccountStatusService = ReturnType<typeof createAccountStatus>;
