import { sql } from 'drizzle-orm';
import { drawShapes } from '@lobby/game-math';
import { formatMinorUnits, type LotteryCurrent } from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { AppError } from '../../platform/app-error.ts';
import type { LotteryClock } from './lottery-clock.ts';
import {
  listLotteryGames,
  requireLotteryGame,
  type LotteryGame,
} from './lottery-games.repository.ts';
import { issueViewsWhere } from './lottery-views.ts';

/** Issues the trend counts. */
const trendIssues = 50;

/** What anybody may read: games with their countdown, results, verify data and trends. */
export function createLotteryReads(deps: { db: Db; clock: LotteryClock }) {
  const { db, clock } = deps;

  const gameView = (game: LotteryGame) => ({
    code: game.code,
    kind: game.kind,
    intervalSeconds: game.intervalSeconds,
    cutoffSeconds: game.cutoffSeconds,
    odds: game.odds,
    minLineStake: formatMinorUnits(game.minLineStake, game.currencyDecimals),
    maxLineStake: formatMinorUnits(game.maxLineStake, game.currencyDecimals),
    maxChase: game.maxChase,
    restrictedNumbers: game.restrictedNumbers,
  });

  async function currentOf(game: LotteryGame): Promise<LotteryCurrent> {
    const now = new Date(clock.now());
    const [current] = await issueViewsWhere(
      db,
      sql`i.game_id = ${game.id} and i.state in ('scheduled', 'open') and i.closes_at > ${now}`,
      sql`i.draws_at`,
      1,
    );
    const [last] = await issueViewsWhere(
      db,
      sql`i.game_id = ${game.id} and i.state in ('drawn', 'settled')`,
      sql`i.draws_at desc`,
      1,
    );
    return {
      game: gameView(game),
      current: current ?? null,
      last: last ?? null,
      serverTime: now.toISOString(),
    };
  }

  return {
    async games(merchantId: number) {
      const games = await listLotteryGames(db, merchantId, true);
      return { games: await Promise.all(games.map(currentOf)) };
    },

    async current(merchantId: number, code: string) {
      return currentOf(await requireLotteryGame(db, merchantId, code));
    },

    async results(merchantId: number, code: string) {
      const game = await requireLotteryGame(db, merchantId, code);
      const issues = await issueViewsWhere(
        db,
        sql`i.game_id = ${game.id} and i.state in ('drawn', 'settled')`,
        sql`i.draws_at desc`,
        50,
      );
      return { issues };
    },

    /** The seed is shown only once the issue is drawn (void issues never show it). */
    async verify(merchantId: number, code: string, issueNo: string) {
      const game = await requireLotteryGame(db, merchantId, code);
      const [row] = await rowsOf<{
        state: 'scheduled' | 'open' | 'closed' | 'drawn' | 'settled' | 'void';
        seed_hash: string | null;
        server_seed: string | null;
        beacon: string | null;
        result: number[] | null;
      }>(
        db,
        sql`select state, seed_hash, server_seed, beacon, result from lottery_issues
             where game_id = ${game.id} and issue_no = ${issueNo}`,
      );
      if (!row) throw new AppError('lottery_issue_not_found');
      const revealed = row.state === 'drawn' || row.state === 'settled';
      return {
        issueNo,
        kind: game.kind,
        state: row.state,
        seedHash: row.seed_hash,
        serverSeed: revealed ? row.server_seed : null,
        beacon: revealed ? row.beacon : null,
        result: revealed ? row.result : null,
        message: `HMAC_SHA256(serverSeed, "${issueNo}:" + beacon + ":" + counter)`,
      };
    },

    /** How often each number came in the last issues, and the road of the first number. */
    async trend(merchantId: number, code: string) {
      const game = await requireLotteryGame(db, merchantId, code);
      const shape = drawShapes[game.kind];
      const { issues } = await this.results(merchantId, code);
      const recent = issues.slice(0, trendIssues).filter((issue) => issue.result !== null);
      const counts = new Map<number, number>();
      for (let n = shape.low; n <= shape.high; n++) counts.set(n, 0);
      for (const issue of recent)
        for (const n of issue.result!) counts.set(n, (counts.get(n) ?? 0) + 1);
      const middle = (shape.low + shape.high) / 2;
      return {
        issues: recent.length,
        counts: [...counts].map(([number, count]) => ({ number, count })),
        road: recent
          .map((issue) => (issue.result![0]! > middle ? ('big' as const) : ('small' as const)))
          .reverse(),
      };
    },
  };
}
export type LotteryReads = ReturnType<typeof createLotteryReads>;
