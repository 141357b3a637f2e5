import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf, type Executor } from '../../db/rows.ts';
import { referralFriends, referralRules } from '../../db/schema/index.ts';

export type ReferralRuleRow = typeof referralRules.$inferSelect;
export type ReferralFriendRow = typeof referralFriends.$inferSelect;

/** SQL of the referrals module: its rule and its friends' rows. */
export const referralsRepository = {
  async rule(db: Executor, merchantId: number): Promise<ReferralRuleRow | undefined> {
    const [row] = await db
      .select()
      .from(referralRules)
      .where(eq(referralRules.merchantId, merchantId));
    return row;
  },

  async saveRule(
    db: Executor,
    merchantId: number,
    values: Pick<ReferralRuleRow, 'isEnabled' | 'bonus' | 'minDeposit' | 'minValidBet'>,
  ): Promise<ReferralRuleRow> {
    const [row] = await db
      .insert(referralRules)
      .values({ merchantId, ...values })
      .onConflictDoUpdate({
        target: referralRules.merchantId,
        set: { ...values, updatedAt: sql`now()` },
      })
      .returning();
    return row!;
  },

  /** Links a friend to the member whose code it registered with (in the registration's tx). */
  async link(db: Executor, input: { merchantId: number; referrerId: number; friendId: number }) {
    await db
      .insert(referralFriends)
      .values({
        merchantId: input.merchantId,
        referrerId: input.referrerId,
        memberId: input.friendId,
      })
      .onConflictDoNothing();
  },

  /** The referred friends among these members, locked for the activity batch. */
  friendsAmong(db: Executor, memberIds: number[]): Promise<ReferralFriendRow[]> {
    if (memberIds.length === 0) return Promise.resolve([]);
    return db
      .select()
      .from(referralFriends)
      .where(inArray(referralFriends.memberId, memberIds))
      .for('update');
  },

  async addProgress(db: Executor, friendId: number, deposited: bigint, validBet: bigint) {
    const [row] = await db
      .update(referralFriends)
      .set({
        deposited: sql`greatest(0, ${referralFriends.deposited} + ${deposited})`,
        validBet: sql`greatest(0, ${referralFriends.validBet} + ${validBet})`,
      })
      .where(eq(referralFriends.memberId, friendId))
      .returning();
    return row;
  },

  /** Marks the friend's bonus paid; false when it was paid already (no second payment). */
  async markPaid(db: Executor, friendId: number, bonus: bigint): Promise<boolean> {
    const rows = await db
      .update(referralFriends)
      .set({ bonusPaid: bonus, paidAt: sql`now()` })
      .where(and(eq(referralFriends.memberId, friendId), isNull(referralFriends.bonusPaid)))
      .returning({ id: referralFriends.memberId });
    return rows.length > 0;
  },

  /** Whether a friend of the referrer joined or brought a bonus at or after `since`. */
  async changedSince(db: Executor, referrerId: number, since: Date): Promise<boolean> {
    const rows = await db
      .select({ id: referralFriends.memberId })
      .from(referralFriends)
      .where(
        and(
          eq(referralFriends.referrerId, referrerId),
          sql`greatest(${referralFriends.joinedAt}, ${referralFriends.paidAt})
              >= ${since.toISOString()}::timestamptz`,
        ),
      )
      .limit(1);
    return rows.length > 0;
  },

  /** A referrer's friends, newest first, with their usernames. */
  friendsOf(db: Db, merchantId: number, referrerId: number) {
    return rowsOf<{
      username: string;
      bonus_paid: string | null;
      joined_at: Date | string;
    }>(
      db,
      sql`select f.member_id, m.username, f.bonus_paid, f.joined_at, f.paid_at
           from referral_friends f join members m on m.id = f.member_id
           where f.merchant_id = ${merchantId} and f.referrer_id = ${referrerId}
           order by f.joined_at desc limit 200`,
    );
  },
};
