// The server side of `npm run bench:sportsbook-feed` (a child process, so the clients' work is
// not the server's): Lobby as `npm start` builds it (target-servers.ts), with the demo book.
// Talks to the parent over IPC:
//   ready  → { port, selectionId, fixtureId }: a live selection of the demo book
//   price  → sets that selection's odds through the operator API (the real path: the database
//            write, the odds history row, the feed's publish); answers when the call returned,
//            with the wall-clock time it did
import { sql } from 'drizzle-orm';
import { sportsbookPaths } from '@lobby/contracts';
import { rowsOf } from '../../apps/server/src/db/rows.ts';
import { staffToken } from '../../apps/server/test/staff-kit.ts';
import { startLobbyApp } from './target-servers.ts';

export type FeedServerRequest = { type: 'price'; id: number; odds: number };
export type FeedServerAnswer =
  | { type: 'ready'; port: number; selectionId: number; fixtureId: number }
  | { type: 'priced'; id: number; status: number; endedAt: number };

const send = (answer: FeedServerAnswer) => process.send?.(answer);

const lobby = await startLobbyApp(process.env.BENCH_DATABASE_URL);
const { app, db } = lobby;
const bearer = await staffToken(app, 'admin');
// the simulated engine would move prices too: the bench owns this fixture's prices
await db.execute(sql`update sb_simulations set finished_at = now()`);
const [row] = await rowsOf<{ selection_id: string; fixture_id: string }>(
  db,
  sql`select s.id::text as selection_id, m.fixture_id::text as fixture_id
        from sb_selections s join sb_markets m on m.id = s.market_id
        join sb_fixtures f on f.id = m.fixture_id
       where f.is_simulated and m.kind = 'match_1x2' and m.period = 'match'
       order by s.id limit 1`,
);
if (!row) throw new Error('the demo book has no live fixture');

let calls = 0;
process.on('message', (request: FeedServerRequest) => {
  calls += 1;
  void app
    .inject({
      method: 'PUT',
      url: sportsbookPaths.boOdds.replace(':id', row.selection_id),
      headers: { merchant: 'lotus', authorization: `Bearer ${bearer}` },
      payload: { odds: request.odds },
      // a new address per call: the operator API's budget is per IP, not what is measured
      remoteAddress: `10.8.${(calls >> 8) & 255}.${calls & 255}`,
    })
    .then((response) =>
      send({
        type: 'priced',
        id: request.id,
        status: response.statusCode,
        // wall clock (both processes share it): the feed publishes 100 ms after the edit
        endedAt: performance.timeOrigin + performance.now(),
      }),
    );
});
process.on('disconnect', () => {
  void lobby.close().then(() => process.exit(0));
});

send({
  type: 'ready',
  port: lobby.port,
  selectionId: Number(row.selection_id),
  fixtureId: Number(row.fixture_id),
});
