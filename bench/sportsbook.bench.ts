// `npm run bench:sportsbook` (issue 16): (1) bet placement over HTTP (POST /sportsbook/v1/bets,
// the real app on PostgreSQL, the stake through the provider wallet) beside `pgbench -N` on the
// same server in the same run; (2) settlement of one fixture with BENCH_SETTLE_BETS open bets
// (default 100,000), seconds. Prints figures; asserts nothing.
//   BENCH_DATABASE_URL (admin URL, default postgres://postgres@127.0.0.1:5432/postgres),
//   BENCH_CLIENTS (default 16), BENCH_DURATION (s, default 8), BENCH_SETTLE_BETS,
//   BENCH_CPU_PROFILE (a .cpuprofile path: the placement window is profiled; read it with
//   `npx tsx bench/cpu-profile.cli.ts <file>`).
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { sportsbookPaths } from '@lobby/contracts';
import { merchants } from '../apps/server/src/db/schema/index.ts';
import { rowsOf } from '../apps/server/src/db/rows.ts';
import { createLocalEventBus } from '../apps/server/src/platform/event-bus.ts';
import { createWalletService } from '../apps/server/src/modules/wallet/index.ts';
import { staffHeaders, staffToken } from '../apps/server/test/staff-kit.ts';
import { createScratchDatabase, openPooledDatabase } from './support/bench-database.ts';
import { createFundedMembers, demoMerchantId } from './support/bench-members.ts';
import { createHttpClient } from './support/http-client.ts';
import { initPgbench, runPgbench } from './support/pgbench-runner.ts';
import { profiled } from './support/cpu-profile.ts';
import { describeMachine, fixed } from './support/report-format.ts';
import { insertBenchFixture, insertSyntheticBets } from './support/sportsbook-fixture.ts';
import { openBookPlayers } from './support/sportsbook-players.ts';
import { startLobbyApp } from './support/target-servers.ts';
import { runClosedLoop } from './support/wallet-load.ts';

const numberFrom = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const clients = Math.round(numberFrom('BENCH_CLIENTS', 16));
const seconds = numberFrom('BENCH_DURATION', 8);
const settleBets = Math.round(numberFrom('BENCH_SETTLE_BETS', 100_000));

console.log(describeMachine());
const scratch = await createScratchDatabase(adminUrl, `lobby_sb_bench_${process.pid}`);
const pgbenchDb = await createScratchDatabase(adminUrl, `lobby_sb_pgbench_${process.pid}`);
const lobby = await startLobbyApp(scratch.url, { TRUSTED_PROXIES: '127.0.0.1' });
const database = openPooledDatabase(scratch.url, clients + 4);
const http = createHttpClient(`http://127.0.0.1:${lobby.port}`, clients + 2);
try {
  const { db } = database;
  const merchantId = await demoMerchantId(db);
  const [merchant] = await db.select().from(merchants).where(eq(merchants.id, merchantId));
  const wallet = createWalletService({ db, events: createLocalEventBus() });
  const memberIds = await createFundedMembers({
    db,
    wallet,
    merchantId,
    count: clients,
    opening: 100_000_000n,
    clients,
  });
  const tokens = await openBookPlayers({ db, http, merchantId, brandCode: 'lotus', memberIds });
  const fixture = await insertBenchFixture(db, merchantId);
  await db.execute(sql`analyze`);

  // 1. placement
  let serial = 0;
  // every placed bet backs the home side, which wins the result below: each is a payout
  const placeOne = async (client: number, sequence: number) => {
    serial += 1;
    const selection = fixture.selections[0]!;
    const answer = await http.request(
      'POST',
      sportsbookPaths.bets,
      {
        merchant: 'lotus',
        'content-type': 'application/json',
        'x-player-token': tokens[client]!,
        'x-forwarded-for': `10.${80 + (client % 100)}.${(serial >> 8) & 255}.${serial & 255}`,
      },
      JSON.stringify({
        requestId: `bench-${client}-${sequence}-${serial}`,
        kind: 'single',
        stake: '1.00',
        legs: [{ selectionId: selection.id, odds: selection.odds }],
      }),
    );
    if (answer.status !== 200)
      throw new Error(`place: ${answer.status} ${JSON.stringify(answer.json)}`);
  };
  const placement = await profiled(process.env.BENCH_CPU_PROFILE, () =>
    runClosedLoop({ clients, warmUpSeconds: 2, seconds, transaction: placeOne }),
  );
  // the same with exposure caps (far above what the bench bets): each placement then holds
  // its payout on the market's and the fixture's counter rows before the wallet call
  await db.execute(
    sql`insert into sb_limits (merchant_id, max_market_exposure, max_fixture_exposure)
        values (${merchantId}, 1000000000000, 1000000000000)`,
  );
  const capped = await runClosedLoop({ clients, warmUpSeconds: 1, seconds, transaction: placeOne });
  await db.execute(sql`delete from sb_limits where merchant_id = ${merchantId}`);
  await initPgbench(pgbenchDb, 10);
  const pgbench = await runPgbench(pgbenchDb, { clients, threads: 2, seconds, warmUpSeconds: 2 });
  console.log(
    `\n1. Bet placement over HTTP (${clients} clients, ${seconds} s, single 1X2 bets of 1.00 on the home side, stake through the provider wallet)` +
      `\n   ${fixed(placement.tps, 1)} bets/s, p50 ${fixed(placement.p50, 1)} ms, p99 ${fixed(placement.p99, 1)} ms, errors ${placement.errors}${placement.firstError ? ` (${placement.firstError})` : ''}` +
      `\n   pgbench -N: ${fixed(pgbench.tps, 0)} tx/s → bets/s ÷ pgbench -N = ${fixed(placement.tps / pgbench.tps, 3)} (target ≥ 0.2)` +
      `\n   with exposure caps on the market and fixture (every bet on one market): ${fixed(capped.tps, 1)} bets/s, p50 ${fixed(capped.p50, 1)} ms, p99 ${fixed(capped.p99, 1)} ms, errors ${capped.errors}`,
  );

  // 2. settlement: the real bets above plus synthetic losing ones up to the volume
  const [placed] = await rowsOf<{ n: number; winners: number }>(
    db,
    sql`select count(*)::int as n, count(*) filter (where l.selection_id = ${fixture.selections[0]!.id})::int as winners
          from sb_bet_legs l where l.fixture_id = ${fixture.fixtureId}`,
  );
  const synthetic = Math.max(0, settleBets - placed!.n);
  await insertSyntheticBets(
    db,
    fixture,
    memberIds[0]!,
    merchantId,
    synthetic,
    merchant!.currencyCode,
  );
  await db.execute(sql`analyze`);
  const staff = await staffToken(lobby.app, 'admin');
  const settle = async () => {
    const started = performance.now();
    const answer = await lobby.app.inject({
      method: 'POST',
      url: sportsbookPaths.boResult.replace(':id', String(fixture.fixtureId)),
      headers: staffHeaders(staff),
      payload: { home: 1, away: 0 },
    });
    if (answer.statusCode !== 200) throw new Error(`result: ${answer.statusCode} ${answer.body}`);
    const value = (answer.json() as { value: { betsSettled: number; walletPostings: number } })
      .value;
    return { ...value, seconds: (performance.now() - started) / 1000 };
  };
  const first = await settle();
  const again = await settle();
  // the repeat posts nothing: the difference is what the payouts cost
  const perPayout =
    first.walletPostings > 0 ? (first.seconds - again.seconds) / first.walletPostings : 0;
  console.log(
    `\n2. Settlement of one fixture with ${placed!.n + synthetic} open bets (${placed!.n} placed over HTTP, ${placed!.winners} of them winners; ${synthetic} synthetic losing bets by SQL)` +
      `\n   result entered: ${first.betsSettled} bets settled, ${first.walletPostings} wallet payouts, ${fixed(first.seconds, 2)} s (target < 30 s)` +
      `\n   the same result again: ${again.betsSettled} bets checked, ${again.walletPostings} payouts, ${fixed(again.seconds, 2)} s` +
      `\n   payouts ≈ ${fixed(perPayout * 1000, 2)} ms each (8 at once): 50,000 winners would add about ${fixed(perPayout * 50_000, 0)} s`,
  );
} finally {
  await database.close();
  await lobby.close();
  await scratch.drop();
  await pgbenchDb.drop();
}
console.log('Figures are printed, not asserted.');
