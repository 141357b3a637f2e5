import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { Executor } from '../../../db/rows.ts';
import { fairSeeds, originalsPlays } from '../../../db/schema/index.ts';

/** A member's seed pair as stored (the server seed stays secret until revealed). */
export type FairSeedRow = typeof fairSeeds.$inferSelect;

/** A new pair's secret and public halves. */
export interface NewSeedPair {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
}

/** The pair and nonce one outcome uses. */
export interface SeedForOutcome {
  fairSeedId: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

/** SQL for fair_seeds: at most one unrevealed pair per member (a partial unique index). */
export function createFairSeedsRepository(db: Db) {
  return {
    /** The member's unrevealed pair, if any. */
    async findActive(memberId: number, executor: Executor = db): Promise<FairSeedRow | undefined> {
      const [row] = await executor
        .select()
        .from(fairSeeds)
        .where(and(eq(fairSeeds.memberId, memberId), isNull(fairSeeds.revealedAt)))
        .limit(1);
      return row;
    },

    /** The member's unrevealed pair, locked until the transaction ends. */
    async lockActive(executor: Executor, memberId: number): Promise<FairSeedRow | undefined> {
      const [row] = await executor
        .select()
        .from(fairSeeds)
        .where(and(eq(fairSeeds.memberId, memberId), isNull(fairSeeds.revealedAt)))
        .limit(1)
        .for('update');
      return row;
    },

    /** The pair revealed last, if any. */
    async findLastRevealed(memberId: number): Promise<FairSeedRow | undefined> {
      const [row] = await db
        .select()
        .from(fairSeeds)
        .where(and(eq(fairSeeds.memberId, memberId), isNotNull(fairSeeds.revealedAt)))
        .orderBy(desc(fairSeeds.revealedAt), desc(fairSeeds.id))
        .limit(1);
      return row;
    },

    /** Adds an unrevealed pair unless the member already has one (a racing first use). */
    async insertIfNone(
      executor: Executor,
      merchantId: number,
      memberId: number,
      pair: NewSeedPair,
    ): Promise<void> {
      await executor
        .insert(fairSeeds)
        .values({ merchantId, memberId, ...pair })
        .onConflictDoNothing();
    },

    /** Sets the client seed of the unrevealed pair; false when there is none. */
    async updateClientSeed(
      executor: Executor,
      memberId: number,
      clientSeed: string,
    ): Promise<boolean> {
      const rows = await executor
        .update(fairSeeds)
        .set({ clientSeed })
        .where(and(eq(fairSeeds.memberId, memberId), isNull(fairSeeds.revealedAt)))
        .returning({ id: fairSeeds.id });
      return rows.length > 0;
    },

    /** Marks a pair revealed (its server seed becomes public). */
    async reveal(executor: Executor, fairSeedId: number): Promise<void> {
      await executor
        .update(fairSeeds)
        .set({ revealedAt: new Date() })
        .where(eq(fairSeeds.id, fairSeedId));
    },

    /**
     * Takes the next nonce of the member's unrevealed pair atomically: concurrent plays each
     * get their own. Undefined when the member has no unrevealed pair.
     */
    async takeNonce(executor: Executor, memberId: number): Promise<SeedForOutcome | undefined> {
      const [row] = await executor
        .update(fairSeeds)
        .set({ nonce: sql`${fairSeeds.nonce} + 1` })
        .where(and(eq(fairSeeds.memberId, memberId), isNull(fairSeeds.revealedAt)))
        .returning({
          fairSeedId: fairSeeds.id,
          serverSeed: fairSeeds.serverSeed,
          serverSeedHash: fairSeeds.serverSeedHash,
          clientSeed: fairSeeds.clientSeed,
          nonce: sql<number>`${fairSeeds.nonce} - 1`.mapWith(Number),
        });
      return row;
    },

    /** The pair a play used, by id. */
    async findById(fairSeedId: number): Promise<FairSeedRow | undefined> {
      const [row] = await db.select().from(fairSeeds).where(eq(fairSeeds.id, fairSeedId)).limit(1);
      return row;
    },

    /** Whether the member has a game in progress (which still depends on the unrevealed seed). */
    async hasActivePlay(executor: Executor, memberId: number): Promise<boolean> {
      const [row] = await executor
        .select({ id: originalsPlays.id })
        .from(originalsPlays)
        .where(and(eq(originalsPlays.memberId, memberId), eq(originalsPlays.status, 'active')))
        .limit(1);
      return row !== undefined;
    },
  };
}
export type FairSeedsRepository = ReturnType<typeof createFairSeedsRepository>;
