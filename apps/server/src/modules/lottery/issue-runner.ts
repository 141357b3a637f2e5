import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { drawIssue, hashServerSeed } from '@lobby/game-math';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { lotteryIssues } from '../../db/schema/index.ts';
import type { DrawRunner } from './draw-runner.ts';
import { upcomingSlots } from './issue-schedule.ts';
import type { LotteryClock } from './lottery-clock.ts';
import { listLotteryGames } from './lottery-games.repository.ts';
import type { LotterySettlement } from './settlement.ts';

/** The scheduler job that moves every issue along (exactly once per tick across instances). */
export const lotteryIssueJob = 'lottery-issues';
export const lotteryIssueJobIntervalMs = 1_000;

/** Issues kept ahead of now, beyond a game's longest chase. */
const spareIssues = 2;

/**
 * One pass over the issue lifecycle, every step idempotent and guarded by the state it
 * leaves: schedule the coming issues, open those due (a fresh server seed, its SHA-256
 * published), close those past their cut-off, draw those due whose beacon exists (the next
 * issue's seed commitment, made only when that issue opened, i.e. after this one's
 * cut-off), and settle what was drawn.
 */
export function createIssueRunner(deps: {
  db: Db;
  clock: LotteryClock;
  settlement: LotterySettlement;
  /** The operator-result games' calendar step (draw-runner.ts). */
  draws: DrawRunner;
}) {
  const { db, clock } = deps;

  async function schedule(now: number): Promise<void> {
    const games = await listLotteryGames(db, undefined, true);
    const rows = games.flatMap((game) =>
      upcomingSlots(now, game.intervalSeconds, game.cutoffSeconds, game.maxChase + spareIssues).map(
        (slot) => ({ merchantId: game.merchantId, gameId: game.id, ...slot }),
      ),
    );
    if (rows.length > 0) await db.insert(lotteryIssues).values(rows).onConflictDoNothing();
  }

  async function open(now: Date): Promise<void> {
    const due = await rowsOf<{ id: number }>(
      db,
      sql`select i.id from lottery_issues i join lottery_games g on g.id = i.game_id
           where i.state = 'scheduled' and i.opens_at <= ${now} and g.result_source = 'house'`,
    );
    for (const { id } of due) {
      const seed = randomBytes(32).toString('hex');
      await db.execute(sql`
        update lottery_issues set state = 'open', server_seed = ${seed},
               seed_hash = ${hashServerSeed(seed)}
         where id = ${id} and state = 'scheduled'`);
    }
  }

  async function close(now: Date): Promise<void> {
    await db.execute(sql`
      update lottery_issues set state = 'closed'
       where state in ('scheduled', 'open') and closes_at <= ${now}
         and server_seed is not null`);
  }

  async function draw(now: Date): Promise<void> {
    const due = await rowsOf<{
      id: number;
      issue_no: string;
      kind: string;
      server_seed: string;
      beacon: string;
    }>(
      db,
      sql`select i.id, i.issue_no, g.kind, i.server_seed, n.seed_hash as beacon
            from lottery_issues i
            join lottery_games g on g.id = i.game_id
            join lottery_issues n on n.game_id = i.game_id and n.opens_at = i.draws_at
           where i.state = 'closed' and i.draws_at <= ${now} and n.seed_hash is not null
             and g.result_source = 'house'`,
    );
    for (const issue of due) {
      const result = drawIssue({
        kind: issue.kind as Parameters<typeof drawIssue>[0]['kind'],
        serverSeed: issue.server_seed,
        issueId: issue.issue_no,
        beacon: issue.beacon,
      });
      await db.execute(sql`
        update lottery_issues set state = 'drawn', beacon = ${issue.beacon},
               result = ${JSON.stringify(result)}::jsonb, drawn_at = ${now}
         where id = ${issue.id} and state = 'closed'`);
    }
  }

  return {
    async tick(): Promise<void> {
      const now = clock.now();
      const at = new Date(now);
      await schedule(now);
      await deps.draws.tick(at);
      await open(at);
      await close(at);
      // an issue whose draw is due may open its successor only now: open again before drawing
      await open(at);
      await draw(at);
      await deps.settlement.settleDrawn();
    },
  };
}
export type IssueRunner = ReturnType<typeof createIssueRunner>;
