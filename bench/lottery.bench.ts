// `npm run bench:lottery`: (1) a burst of bets from BENCH_MEMBERS (2,000) members on one
// fast-game issue just before its cut-off, over HTTP on PostgreSQL, as bets/s and as a share
// of `pgbench -N` tx/s on the same server; (2) settlement of that issue, whose bets hold
// BENCH_LINES (100) lines each (200,000 lines), in seconds. Prints figures; asserts nothing.
//   BENCH_DATABASE_URL (admin URL, default postgres://postgres@127.0.0.1:5432/postgres),
//   BENCH_CLIENTS (concurrent bettors, default 32), BENCH_MEMBERS (default 2000).
import { randomBytes, createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import { lotteryPaths, playerTokenHeader } from '@lobby/contracts';
import { loadConfig } from '../apps/server/src/config.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { rowsOf } from '../apps/server/src/db/rows.ts';
import { gameProviders, gameSessions, games } from '../apps/server/src/db/schema/index.ts';
import { createWalletService } from '../apps/server/src/modules/wallet/index.ts';
import { createLocalEventBus } from '../apps/server/src/platform/event-bus.ts';
import { seedDemo } from '../apps/server/src/seed/seed.ts';
import { createScratchDatabase } from './support/bench-database.ts';
import { createFundedMembers, demoMerchantId } from './support/bench-members.ts';
import { createHttpClient } from './support/http-client.ts';
import { initPgbench, runPgbench } from './support/pgbench-runner.ts';
import { describeMachine, fixed, grouped } from './support/report-format.ts';

const numberFrom = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const clients = numberFrom('BENCH_CLIENTS', 32);
const memberCount = numberFrom('BENCH_MEMBERS', 2000);
const code = 'keno';
const port = 3204;
/** 100 lines: pick 1 over all 80 numbers, pick 2 and pick 3 of 1–5 (10 lines each). */
const selections = [
  ...Array.from({ length: 8 }, (_, i) => ({
    type: 'pick',
    k: 1,
    numbers: Array.from({ length: 10 }, (_, j) => i * 10 + j + 1),
  })),
  { type: 'pick', k: 2, numbers: [1, 2, 3, 4, 5] },
  { type: 'pick', k: 3, numbers: [1, 2, 3, 4, 5] },
];

console.log(describeMachine());
const scratch = await createScratchDatabase(adminUrl, `lobby_lottery_bench_${process.pid}`);
const pgbenchDb = await createScratchDatabase(adminUrl, `lobby_lottery_pgbench_${process.pid}`);
const database = await openDatabase({ url: scratch.url, dataDir: '/nonexistent' });
const { db } = database;
try {
  await runMigrations(database);
  await seedDemo(db);
  const merchantId = await demoMerchantId(db);
  // room for the whole burst under the caps
  await db.execute(sql`update lottery_games set number_cap = 10000000000, issue_cap = 10000000000
                        where code = ${code}`);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: '/nonexistent',
    SEED_DEMO: 'false',
    DATABASE_URL: scratch.url,
    // one loopback caller stands for 2,000 players: each call names its own address
    TRUSTED_PROXIES: '127.0.0.1',
  });
  const app = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port });
  const http = createHttpClient(`http://127.0.0.1:${port}`, clients);
  const wallet = createWalletService({ db, events: createLocalEventBus() });
  const memberIds = await createFundedMembers({
    db,
    wallet,
    merchantId,
    count: memberCount,
    opening: 100_000_000n,
    clients: 8,
  });
  // game sessions as a launch would leave them (launching 2,000 over HTTP meets its rate limit)
  const [provider] = await db
    .select({ id: gameProviders.id })
    .from(gameProviders)
    .where(and(eq(gameProviders.merchantId, merchantId), eq(gameProviders.code, 'LobbyOriginals')));
  const [game] = await db
    .select({ id: games.id })
    .from(games)
    .where(
      and(eq(games.merchantId, merchantId), eq(games.vassalage, 'ELOTT'), eq(games.gameCode, code)),
    );
  const tokens = memberIds.map(() => randomBytes(24).toString('base64url'));
  await db.insert(gameSessions).values(
    memberIds.map((memberId, i) => ({
      merchantId,
      memberId,
      gameId: game!.id,
      providerId: provider!.id,
      tokenHash: createHash('sha256').update(tokens[i]!).digest('hex'),
      status: 'active' as const,
      unit: 'THB',
      language: 'en',
      country: 'TH',
      expiresAt: new Date(Date.now() + 3_600_000),
    })),
  );

  // the issue open now, with at least 100 s left before its cut-off
  let issue: { id: number; issue_no: string; closes_at: Date } | undefined;
  for (;;) {
    [issue] = await rowsOf<{ id: number; issue_no: string; closes_at: Date }>(
      db,
      sql`select i.id, i.issue_no, i.closes_at from lottery_issues i
            join lottery_games g on g.id = i.game_id
           where g.code = ${code} and g.merchant_id = ${merchantId} and i.state = 'open'
             and i.closes_at > now() + interval '100 seconds'
           order by i.draws_at limit 1`,
    );
    if (issue) break;
    await sleep(2_000);
  }
  const body = JSON.stringify({
    issueNo: issue.issue_no,
    selections,
    lineStake: '1.00',
    multiplier: 1,
  });
  const path = lotteryPaths.bets.replace(':code', code);
  let next = 0;
  let refused = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < tokens.length) {
        const index = next++;
        const answer = await http.request(
          'POST',
          path,
          {
            merchant: 'lotus',
            [playerTokenHeader]: tokens[index]!,
            'content-type': 'application/json',
            'x-forwarded-for': `10.${(index >> 8) & 255}.${index & 255}.1`,
          },
          body,
        );
        if (answer.status !== 200) {
          refused += 1;
          if (refused <= 3)
            console.log(`  refused: ${answer.status} ${JSON.stringify(answer.json)}`);
        }
      }
    }),
  );
  const burstSeconds = (performance.now() - started) / 1000;
  const placed = tokens.length - refused;
  const betsPerSecond = placed / burstSeconds;
  console.log(
    `\nBurst: ${grouped(placed)} bets of 100 lines (${grouped(placed * 100)} lines) from ${grouped(tokens.length)} members on issue ${issue.issue_no}` +
      ` in ${fixed(burstSeconds)} s with ${clients} clients: ${fixed(betsPerSecond)} bets/s, ${grouped(refused)} refused`,
  );

  await initPgbench(pgbenchDb, 10);
  const pgbench = await runPgbench(pgbenchDb, {
    clients: 16,
    threads: 2,
    seconds: 8,
    warmUpSeconds: 2,
  });
  console.log(
    `pgbench -N: ${fixed(pgbench.tps)} tx/s → lottery bets/s ÷ pgbench -N = ${fixed(betsPerSecond / pgbench.tps, 3)}`,
  );

  // cut-off and draw now: the next issue opens (its commitment is the beacon), the job draws
  // and settles within its one-second tick
  const drawNow = new Date();
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      update lottery_issues n set opens_at = ${drawNow}
        from lottery_issues i
       where i.id = ${issue.id} and n.game_id = i.game_id and n.opens_at = i.draws_at`);
    await tx.execute(sql`update lottery_issues set closes_at = ${drawNow}, draws_at = ${drawNow}
                          where id = ${issue.id}`);
  });
  for (;;) {
    const [row] = await rowsOf<{ state: string; seconds: number | null; lines: number }>(
      db,
      sql`select state, extract(epoch from settled_at - drawn_at)::float8 as seconds,
                 (select count(*)::int from lottery_bet_lines where issue_id = ${issue.id}) as lines
            from lottery_issues where id = ${issue.id}`,
    );
    if (row?.state === 'settled') {
      console.log(
        `Settlement: ${grouped(row.lines)} bet lines of ${grouped(placed)} bets settled and paid in ${fixed(row.seconds ?? 0, 2)} s (target < 20 s)`,
      );
      break;
    }
    await sleep(250);
  }
  http.close();
  await app.close();
} finally {
  await database.close();
  await scratch.drop();
  await pgbenchDb.drop();
}
console.log('Figures are printed, not asserted.');
