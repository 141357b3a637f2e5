import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lotteryIssues } from '../../db/schema/index.ts';
import { listDrawGames } from './draw-games.repository.ts';
import { upcomingDraws } from './draw-schedule.ts';

/**
 * The operator-result games' part of the lottery job: schedule each station's coming draws
 * from the game's calendar, open them when their window starts, close them at the cut-off.
 * They are drawn only by an operator's confirmed result (draw-results.service.ts). Each step
 * is guarded by the state it leaves.
 */
export function createDrawRunner(db: Db) {
  return {
    async tick(now: Date): Promise<void> {
      const games = await listDrawGames(db, undefined, true);
      const rows = games.flatMap((game) =>
        game.schedule
          ? upcomingDraws(now.getTime(), game.schedule).map((slot) => ({
              merchantId: game.merchantId,
              gameId: game.id,
              ...slot,
            }))
          : [],
      );
      if (rows.length > 0) await db.insert(lotteryIssues).values(rows).onConflictDoNothing();
      await db.execute(sql`
        update lottery_issues i set state = case when i.closes_at <= ${now} then 'closed' else 'open' end
          from lottery_games g
         where g.id = i.game_id and g.result_source = 'operator'
           and (i.state = 'scheduled' and i.opens_at <= ${now}
                or i.state = 'open' and i.closes_at <= ${now})`);
    },
  };
}
export type DrawRunner = ReturnType<typeof createDrawRunner>;
