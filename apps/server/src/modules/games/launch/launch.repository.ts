import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { gameProviders, gameSessions, recentGames } from '../../../db/schema/index.ts';

export type GameProviderRow = typeof gameProviders.$inferSelect;
export type NewGameSession = typeof gameSessions.$inferInsert;

/** Recent games kept per member; older ones are forgotten at the next launch. */
export const maxRecentGames = 100;

/** SQL of the launch: providers, game sessions and the recent-games list. */
export function createLaunchRepository(db: Db) {
  return {
    /** The brand's active provider serving a vendor code (the first by id), or undefined. */
    async findProvider(
      merchantId: number,
      vassalage: string,
    ): Promise<GameProviderRow | undefined> {
      const [row] = await db
        .select()
        .from(gameProviders)
        .where(
          and(
            eq(gameProviders.merchantId, merchantId),
            eq(gameProviders.isActive, true),
            sql`${gameProviders.vassalages} @> ${JSON.stringify([vassalage])}::jsonb`,
          ),
        )
        .orderBy(asc(gameProviders.id))
        .limit(1);
      return row;
    },

    /**
     * Stores the launch session and puts the game on top of the member's recent games (keeping
     * the latest `maxRecentGames`), in one transaction.
     */
    async recordLaunch(session: NewGameSession): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(gameSessions).values(session);
        await tx
          .insert(recentGames)
          .values({
            merchantId: session.merchantId,
            memberId: session.memberId,
            gameId: session.gameId,
            playedAt: sql`now()`,
          })
          .onConflictDoUpdate({
            target: [recentGames.memberId, recentGames.gameId],
            set: { playedAt: sql`now()` },
          });
        await tx.execute(sql`
          delete from recent_games
          where member_id = ${session.memberId}
            and game_id not in (
              select game_id from recent_games where member_id = ${session.memberId}
              order by played_at desc, game_id desc limit ${maxRecentGames})`);
      });
    },
  };
}

export type LaunchRepository = ReturnType<typeof createLaunchRepository>;
