import { sql } from 'drizzle-orm';
import { isDrawLotteryKind } from '@lobby/game-math';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { DrawResultsFeed, FeedLogger } from './draw-results-feed.ts';
import type { DrawResults } from './draw-results.service.ts';
import type { LotteryClock } from './lottery-clock.ts';

/** The job that asks the results feed for the official draws' sheets (once across instances). */
export const drawResultsFeedJob = 'lottery-results-feed';
export const drawResultsFeedJobIntervalMs = 60_000;

/** Draws asked in one run, oldest first; the rest wait for the next minute. */
const drawsPerRun = 100;

interface AwaitedDraw {
  id: number;
  merchant_id: number;
  issue_no: string;
  station: string | null;
  kind: string;
}

/**
 * Each run asks the feed for every closed official draw whose draw time has passed and that
 * has neither a pending nor a confirmed result, and enters each sheet it answers as a pending
 * result (entered_by null) that an operator still confirms. A draw the feed has not published,
 * a sheet that does not fit and a feed failure are logged and change nothing; the next run
 * asks again. A draw with a pending result is not asked again, so a sheet is entered once.
 */
export function createDrawResultsFeedJob(deps: {
  db: Db;
  feed: DrawResultsFeed;
  results: Pick<DrawResults, 'enterFromFeed'>;
  clock: LotteryClock;
  log: FeedLogger;
}) {
  const { db, feed } = deps;
  return {
    async pull(): Promise<{ entered: number }> {
      const now = new Date(deps.clock.now());
      const draws = await rowsOf<AwaitedDraw>(
        db,
        sql`select i.id, i.merchant_id, i.issue_no, i.station, g.kind
              from lottery_issues i join lottery_games g on g.id = i.game_id
             where g.result_source = 'operator' and i.state = 'closed' and i.draws_at <= ${now}
               and i.result is null and i.pending_result is null
             order by i.draws_at, i.id limit ${drawsPerRun}`,
      );
      let entered = 0;
      for (const draw of draws) {
        if (!isDrawLotteryKind(draw.kind) || !draw.station) continue;
        // the issue number starts with the local draw date (a holiday shift's new date)
        const drawDate = draw.issue_no.replace(/^(\d{4})(\d{2})(\d{2}).*$/, '$1-$2-$3');
        const where = { issueNo: draw.issue_no, feed: feed.name };
        try {
          const sheet = await feed.fetchResult(draw.kind, draw.station, drawDate);
          if (!sheet) continue;
          if (await deps.results.enterFromFeed(Number(draw.merchant_id), Number(draw.id), sheet)) {
            entered += 1;
          }
        } catch (error) {
          deps.log.warn({ ...where, error: String(error) }, 'results feed sheet not entered');
        }
      }
      return { entered };
    },
  };
}
