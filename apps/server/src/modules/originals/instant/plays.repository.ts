import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { Executor } from '../../../db/rows.ts';
import { games, originalsPlays } from '../../../db/schema/index.ts';
import type { StakeLimits } from './play-money.ts';

/** A stored play of an in-house instant game. */
export type PlayRow = typeof originalsPlays.$inferSelect;
export type NewPlay = typeof originalsPlays.$inferInsert;

/** The vendors of the in-house games in the catalogue. */
const inHouseVendors = ['LOBBY', 'LOBBYLIVE'];

/** SQL for originals_plays (and the stake limits of the in-house games). */
export function createPlaysRepository(db: Db) {
  return {
    /** A play by its round id within the brand. */
    async findByRound(merchantId: number, roundId: string): Promise<PlayRow | undefined> {
      const [row] = await db
        .select()
        .from(originalsPlays)
        .where(and(eq(originalsPlays.merchantId, merchantId), eq(originalsPlays.roundId, roundId)))
        .limit(1);
      return row;
    },

    /** Stores a play; the unique keys refuse a second play of a round or a second active game. */
    async insert(executor: Executor, play: NewPlay): Promise<PlayRow> {
      const [row] = await executor.insert(originalsPlays).values(play).returning();
      if (!row) throw new Error('originals play insert returned nothing');
      return row;
    },

    /** The member's game in progress of a game code. */
    async findActive(memberId: number, gameCode: string): Promise<PlayRow | undefined> {
      const [row] = await db
        .select()
        .from(originalsPlays)
        .where(
          and(
            eq(originalsPlays.memberId, memberId),
            eq(originalsPlays.gameCode, gameCode),
            eq(originalsPlays.status, 'active'),
          ),
        )
        .limit(1);
      return row;
    },

    /** The member's game in progress of a game code, locked until the transaction ends. */
    async lockActive(
      executor: Executor,
      memberId: number,
      gameCode: string,
    ): Promise<PlayRow | undefined> {
      const [row] = await executor
        .select()
        .from(originalsPlays)
        .where(
          and(
            eq(originalsPlays.memberId, memberId),
            eq(originalsPlays.gameCode, gameCode),
            eq(originalsPlays.status, 'active'),
          ),
        )
        .limit(1)
        .for('update');
      return row;
    },

    /** The member's latest play of a game code. */
    async findLatest(memberId: number, gameCode: string): Promise<PlayRow | undefined> {
      const [row] = await db
        .select()
        .from(originalsPlays)
        .where(and(eq(originalsPlays.memberId, memberId), eq(originalsPlays.gameCode, gameCode)))
        .orderBy(desc(originalsPlays.createdAt), desc(originalsPlays.id))
        .limit(1);
      return row;
    },

    /** Saves the state of a game still in progress. */
    async saveState(executor: Executor, id: number, state: Record<string, unknown>): Promise<void> {
      await executor.update(originalsPlays).set({ state }).where(eq(originalsPlays.id, id));
    },

    /** Ends a game in progress with its payout; finished_at stays null until it is paid. */
    async finish(
      executor: Executor,
      id: number,
      payout: bigint,
      state: Record<string, unknown>,
    ): Promise<PlayRow> {
      const [row] = await executor
        .update(originalsPlays)
        .set({ status: 'finished', payout, state })
        .where(and(eq(originalsPlays.id, id), eq(originalsPlays.status, 'active')))
        .returning();
      if (!row) throw new Error(`originals play ${id} was not active`);
      return row;
    },

    /** Records that the payout reached the wallet. */
    async markPaid(id: number): Promise<void> {
      await db
        .update(originalsPlays)
        .set({ finishedAt: new Date() })
        .where(and(eq(originalsPlays.id, id), isNull(originalsPlays.finishedAt)));
    },

    /** The member's finished plays whose payout has not reached the wallet yet. */
    async findUnpaid(memberId: number): Promise<PlayRow[]> {
      return db
        .select()
        .from(originalsPlays)
        .where(
          and(
            eq(originalsPlays.memberId, memberId),
            eq(originalsPlays.status, 'finished'),
            isNull(originalsPlays.finishedAt),
          ),
        )
        .limit(20);
    },

    /** The catalogue's stake limits of an in-house game (nulls: the brand policy applies). */
    async findStakeLimits(merchantId: number, gameCode: string): Promise<StakeLimits> {
      const [row] = await db
        .select({ minStake: games.minStake, maxStake: games.maxStake })
        .from(games)
        .where(
          and(
            eq(games.merchantId, merchantId),
            eq(games.gameCode, gameCode),
            inArray(games.vassalage, inHouseVendors),
          ),
        )
        .limit(1);
      return row ?? { minStake: null, maxStake: null };
    },
  };
}
export type PlaysRepository = ReturnType<typeof createPlaysRepository>;
