import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { games, winnerFeed } from '../../../db/schema/index.ts';
import type { GameRow, WinnerRow } from '../catalogue.repository.ts';

/** The winner-feed reads of the live board. */
export function createWinnersLiveRepository(db: Db) {
  return {
    /** The brand's newest winner-feed id (0 when none). */
    async latestWinnerId(merchantId: number): Promise<number> {
      const [row] = await db
        .select({ id: winnerFeed.id })
        .from(winnerFeed)
        .where(eq(winnerFeed.merchantId, merchantId))
        .orderBy(desc(winnerFeed.id))
        .limit(1);
      return row?.id ?? 0;
    },

    /**
     * The newest `limit` wins on active games of the brand after `afterId`, oldest first
     * (a burst larger than the board keeps only what the board would show).
     */
    async winsAfter(
      merchantId: number,
      afterId: number,
      limit: number,
    ): Promise<Array<{ win: WinnerRow; game: GameRow }>> {
      const rows = await db
        .select({ win: winnerFeed, game: games })
        .from(winnerFeed)
        .innerJoin(games, eq(games.id, winnerFeed.gameId))
        .where(
          and(
            eq(winnerFeed.merchantId, merchantId),
            gt(winnerFeed.id, afterId),
            eq(games.merchantId, merchantId),
            eq(games.isActive, true),
          ),
        )
        .orderBy(desc(winnerFeed.id))
        .limit(limit);
      return rows.toReversed();
    },
  };
}

export type WinnersLiveRepository = ReturnType<typeof createWinnersLiveRepository>;
