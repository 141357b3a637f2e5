import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResetTokens } from '../../db/schema/index.ts';

/** SQL for the single-use links of the forgot-password mail; tokens are kept only hashed. */
export function createPasswordResetRepository(db: Db) {
  return {
    /** Stores a new link's token hash; the member's older open links stop working. */
    async insert(input: {
      merchantId: number;
      memberId: number;
      tokenHash: string;
      ip: string;
      expiresAt: Date;
      now: Date;
    }): Promise<number> {
      return db.transaction(async (tx) => {
        await tx
          .update(passwordResetTokens)
          .set({ expiresAt: input.now })
          .where(
            and(
              eq(passwordResetTokens.memberId, input.memberId),
              isNull(passwordResetTokens.consumedAt),
              gt(passwordResetTokens.expiresAt, input.now),
            ),
          );
        const [row] = await tx
          .insert(passwordResetTokens)
          .values({
            merchantId: input.merchantId,
            memberId: input.memberId,
            tokenHash: input.tokenHash,
            ip: input.ip,
            expiresAt: input.expiresAt,
            createdAt: input.now,
          })
          .returning({ id: passwordResetTokens.id });
        return row!.id;
      });
    },

    /** Removes a link whose mail could not be sent. */
    async remove(id: number): Promise<void> {
      await db.delete(passwordResetTokens).where(eq(passwordResetTokens.id, id));
    },

    /** Whose live (unused, unexpired) token this is, without using it up. */
    async findLiveOwner(
      merchantId: number,
      tokenHash: string,
      now: Date,
    ): Promise<number | undefined> {
      const [row] = await db
        .select({ memberId: passwordResetTokens.memberId })
        .from(passwordResetTokens)
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            eq(passwordResetTokens.merchantId, merchantId),
            isNull(passwordResetTokens.consumedAt),
            gt(passwordResetTokens.expiresAt, now),
          ),
        )
        .limit(1);
      return row?.memberId;
    },

    /**
     * Uses up a live token and returns whose it was; one conditional UPDATE, so two parallel
     * calls cannot both succeed. Undefined when unknown, used, expired or of another brand.
     */
    async consume(
      executor: Db,
      merchantId: number,
      tokenHash: string,
      now: Date,
    ): Promise<number | undefined> {
      const [row] = await executor
        .update(passwordResetTokens)
        .set({ consumedAt: now })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            eq(passwordResetTokens.merchantId, merchantId),
            isNull(passwordResetTokens.consumedAt),
            gt(passwordResetTokens.expiresAt, now),
          ),
        )
        .returning({ memberId: passwordResetTokens.memberId });
      return row?.memberId;
    },
  };
}
export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;
