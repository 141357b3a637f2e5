import type { Member } from './member.ts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberKnownIps, members } from '../../db/schema/index.ts';
import { rowsOf } from '../../db/rows.ts';

/** A row of the members table: the public `Member`. */
export type MemberRow = Member;
export type NewMember = typeof members.$inferInsert;

/** SQL for accounts; returns plain rows. Every query is scoped to one brand. */
export function createMembersRepository(db: Db) {
  return {
    async findByUsername(merchantId: number, username: string): Promise<MemberRow | undefined> {
      const [row] = await db
        .select()
        .from(members)
        .where(
          and(eq(members.merchantId, merchantId), eq(members.username, username.toLowerCase())),
        )
        .limit(1);
      return row;
    },

    async findById(merchantId: number, id: number): Promise<MemberRow | undefined> {
      const [row] = await db
        .select()
        .from(members)
        .where(and(eq(members.merchantId, merchantId), eq(members.id, id)))
        .limit(1);
      return row;
    },

    async findByMobile(
      merchantId: number,
      countryDialingCode: string,
      mobileNum: string,
    ): Promise<MemberRow | undefined> {
      const [row] = await db
        .select()
        .from(members)
        .where(
          and(
            eq(members.merchantId, merchantId),
            eq(members.countryDialingCode, countryDialingCode),
            eq(members.mobileNum, mobileNum),
          ),
        )
        .limit(1);
      return row;
    },

    /** An agent by the code of its affiliate or referral link. */
    async findAgentByInvitationCode(
      merchantId: number,
      code: string,
    ): Promise<MemberRow | undefined> {
      const [row] = await db
        .select()
        .from(members)
        .where(
          and(
            eq(members.merchantId, merchantId),
            eq(sql`lower(${members.invitationCode})`, code.toLowerCase()),
            eq(members.status, 'active'),
          ),
        )
        .limit(1);
      return row;
    },

    async markLoggedIn(id: number, ip: string): Promise<void> {
      await db.update(members).set({ lastLoginAt: new Date() }).where(eq(members.id, id));
      await db
        .insert(memberKnownIps)
        .values({ memberId: id, ip })
        .onConflictDoUpdate({
          target: [memberKnownIps.memberId, memberKnownIps.ip],
          set: { lastSeenAt: new Date() },
        });
    },

    /**
     * The member's upline agents, nearest first, with what their device cookies are bound to
     * (the account and its password hash): up the fixed parent chain, at most 20 levels.
     */
    async uplineAgents(
      id: number,
    ): Promise<Array<Pick<MemberRow, 'id' | 'merchantId' | 'passwordHash'>>> {
      const rows = await rowsOf<{
        id: number | string;
        merchant_id: number | string;
        password_hash: string | null;
      }>(
        db,
        sql`with recursive chain(id, depth) as (
              select parent_id, 1 from members where id = ${id} and parent_id is not null
              union all
              select m.parent_id, c.depth + 1 from chain c join members m on m.id = c.id
                where m.parent_id is not null and c.depth < 20
            )
            select m.id, m.merchant_id, m.password_hash from chain c join members m on m.id = c.id
            where m.type in (1, 2, 41, 42) order by c.depth`,
      );
      return rows.map((row) => ({
        id: Number(row.id),
        merchantId: Number(row.merchant_id),
        passwordHash: row.password_hash,
      }));
    },

    /**
     * Flags a self-referral by a device both accounts logged in from (the agents' abuse
     * flags, issue 13; a database function, as the registration's check is).
     */
    async flagSharedDevice(memberId: number, agentId: number): Promise<void> {
      await db.execute(sql`select abuse_flag_shared_device(${memberId}, ${agentId})`);
    },

    /** Whether the member has logged in from this IP before (or registered from it). */
    async isKnownIp(id: number, ip: string): Promise<boolean> {
      const [row] = await db
        .select({ ip: memberKnownIps.ip })
        .from(memberKnownIps)
        .where(and(eq(memberKnownIps.memberId, id), eq(memberKnownIps.ip, ip)))
        .limit(1);
      return row !== undefined;
    },

    async hasAnyKnownIp(id: number): Promise<boolean> {
      const [row] = await db
        .select({ ip: memberKnownIps.ip })
        .from(memberKnownIps)
        .where(eq(memberKnownIps.memberId, id))
        .limit(1);
      return row !== undefined;
    },

    async clearFirstLogin(id: number): Promise<void> {
      await db.update(members).set({ isFirstLogin: false }).where(eq(members.id, id));
    },

    /** Stores a new password hash; `executor` lets a caller's transaction include it. */
    async setPasswordHash(id: number, passwordHash: string, executor: Db = db): Promise<void> {
      await executor
        .update(members)
        .set({ passwordHash, passwordChangedAt: new Date() })
        .where(eq(members.id, id));
    },

    async setPaymentPasswordHash(id: number, paymentPasswordHash: string): Promise<void> {
      await db.update(members).set({ paymentPasswordHash }).where(eq(members.id, id));
    },
  };
}
export type MembersRepository = ReturnType<typeof createMembersRepository>;
