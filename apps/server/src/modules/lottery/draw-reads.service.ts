import { sql } from 'drizzle-orm';
import { formatMinorUnits, type DrawIssueView, type DrawMenus } from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { listDrawGames, requireDrawGame } from './draw-games.repository.ts';
import type { LotteryClock } from './lottery-clock.ts';

interface Row {
  game_id: number;
  issue_no: string;
  station: string | null;
  state: DrawIssueView['state'];
  closes_at: Date | string;
  draws_at: Date | string;
  result: number[] | null;
}

const viewOf = (row: Row): DrawIssueView => ({
  issueNo: row.issue_no,
  station: row.station ?? '',
  state: row.state,
  closesAt: new Date(row.closes_at).toISOString(),
  drawsAt: new Date(row.draws_at).toISOString(),
  result: row.state === 'drawn' || row.state === 'settled' ? row.result : null,
});

/** The members' reads of the official draws: the menus (§7.3) and results by station and date. */
export function createDrawReads(deps: { db: Db; clock: LotteryClock }) {
  const { db, clock } = deps;
  return {
    async menus(merchantId: number): Promise<DrawMenus> {
      const now = new Date(clock.now());
      const games = await listDrawGames(db, merchantId, true);
      const open = await rowsOf<Row>(
        db,
        sql`select i.game_id, i.issue_no, i.station, i.state, i.closes_at, i.draws_at, i.result
              from lottery_issues i join lottery_games g on g.id = i.game_id
             where g.merchant_id = ${merchantId} and g.result_source = 'operator'
               and i.state in ('scheduled', 'open') and i.closes_at > ${now}
             order by i.draws_at, i.station`,
      );
      return {
        serverTime: now.toISOString(),
        families: games.map((game) => ({
          code: game.code,
          kind: game.kind,
          odds: game.odds,
          minLineStake: formatMinorUnits(game.minLineStake, game.currencyDecimals),
          maxLineStake: formatMinorUnits(game.maxLineStake, game.currencyDecimals),
          numberRules: game.numberRules,
          stations: (game.schedule?.stations ?? []).map(({ code, name, drawAt }) => ({
            code,
            name,
            drawAt,
          })),
          open: open.filter((row) => Number(row.game_id) === game.id).map(viewOf),
        })),
      };
    },

    /** Confirmed results (latest 30), optionally of one station and one local draw date. */
    async results(merchantId: number, code: string, filter: { station?: string; date?: string }) {
      const game = await requireDrawGame(db, merchantId, code);
      const issuePrefix = filter.date ? `${filter.date.replaceAll('-', '')}-%` : '%';
      const rows = await rowsOf<Row>(
        db,
        sql`select game_id, issue_no, station, state, closes_at, draws_at, result
              from lottery_issues
             where game_id = ${game.id} and state in ('drawn', 'settled')
               and issue_no like ${issuePrefix}
               ${filter.station ? sql`and station = ${filter.station}` : sql``}
             order by draws_at desc, station limit 30`,
      );
      return { issues: rows.map(viewOf) };
    },
  };
}
export type DrawReads = ReturnType<typeof createDrawReads>;
