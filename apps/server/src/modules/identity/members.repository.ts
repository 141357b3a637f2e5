import type { Member } from './member.ts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberKnownIps, members } from '../../db/schema/index.ts';

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
