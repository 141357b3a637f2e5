// `npm run bench:wallet`: transactions per second and latency of money transfers through the
// wallet service on PostgreSQL, (a) between random members and (b) when every transfer also
// credits the same house account, beside `pgbench -N` run against the same server in the same
// script. Prints figures; asserts nothing.
//   BENCH_DATABASE_URL (admin URL, default postgres://postgres@127.0.0.1:5432/postgres),
//   BENCH_CLIENTS (default 16), BENCH_DURATION (s, default 10), BENCH_ROUNDS (default 3),
//   BENCH_MEMBERS (default 2000), PGBENCH (default /usr/bin/pgbench), BENCH_COMPARE_GUARDS=1
//   (each round also runs (a) with migration 0009's deferred ledger guards switched off on the
//   scratch database: what the guards cost, measured beside them).
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { seedDemo } from '../apps/server/src/seed/seed.ts';
import { rowsOf } from '../apps/server/src/db/rows.ts';
import { createLocalEventBus } from '../apps/server/src/platform/event-bus.ts';
import { createWalletService } from '../apps/server/src/modules/wallet/index.ts';
import { houseShards } from '../apps/server/src/modules/wallet/index.ts';
import {
  countRoundTrips,
  createScratchDatabase,
  openPooledDatabase,
  type ScratchDatabase,
} from './support/bench-database.ts';
import {
  createFundedMembers,
  demoMerchantId,
  houseWarmUpTransactions,
} from './support/bench-members.ts';
import { runClosedLoop, type LoadResult } from './support/wallet-load.ts';
import {
  initPgbench,
  pgbenchVersion,
  runPgbench,
  type PgbenchResult,
} from './support/pgbench-runner.ts';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const clients = Number(process.env.BENCH_CLIENTS ?? 16);
const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const memberCount = Number(process.env.BENCH_MEMBERS ?? 2000);
const compareGuards = process.env.BENCH_COMPARE_GUARDS === '1';
/** Migration 0009's commit-time checks (the per-statement posting trigger stays on). */
const deferredGuards = [
  ['ledger_accounts', 'ledger_accounts_balance_posted'],
  ['ledger_accounts', 'ledger_accounts_open_posted'],
  ['ledger_transactions', 'ledger_transactions_have_postings'],
] as const;
const warmUpSeconds = 2;
const pgbenchScale = 10;
const pgbenchThreads = 2;
/** (a) against pgbench, and (b) against (a). */
const targets = { aOverPgbench: 0.5, bOverA: 0.8 };
/** 1,000,000.00 in minor units: no transfer of the run can drain a member. */
const openingBalance = 100_000_000n;

interface Round {
  pgbench: PgbenchResult;
  a: LoadResult;
  b: LoadResult;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const fixed = (value: number | null, digits = 1) =>
  value === null || Number.isNaN(value) ? '-' : value.toFixed(digits);
const verdict = (ratio: number, target: number) => (ratio >= target ? 'meets' : 'MISSES');

function renderTable(header: string[], lines: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const render = (cells: string[]) =>
    cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  return [render(header), render(widths.map((w) => '-'.repeat(w))), ...lines.map(render)].join(
    '\n',
  );
}

function describeLoad(name: string, result: LoadResult): string {
  const failures = result.errors ? `, ${result.errors} failed (${result.firstError})` : '';
  return (
    `  ${name}: ${fixed(result.tps)} tps, p50 ${fixed(result.p50, 2)} ms, ` +
    `p99 ${fixed(result.p99, 2)} ms, ${fixed(result.roundTripsPerTransaction, 2)} statements ` +
    `per transaction, ${fixed(result.cpuPerTransaction, 2)} ms of Node CPU per transaction${failures}`
  );
}

async function main(): Promise<void> {
  const scratch: ScratchDatabase[] = [];
  const roundTrips = countRoundTrips();
  const walletDb = await createScratchDatabase(adminUrl, `lobby_bench_${process.pid}`);
  scratch.push(walletDb);
  // one connection per client, and a few for the bench's own reads
  const database = openPooledDatabase(walletDb.url, clients + 4);
  try {
    const [server] = await rowsOf<{ version: string }>(database.db, sql`select version()`);
    const settings = await rowsOf<{ name: string; setting: string; unit: string | null }>(
      database.db,
      sql`select name, setting, unit from pg_settings where name in
          ('max_connections', 'shared_buffers', 'synchronous_commit', 'fsync', 'deadlock_timeout')
          order by name`,
    );
    const cpus = os.cpus();
    console.log(
      `Machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ` +
        `${Math.round(os.totalmem() / 2 ** 30)} GiB, load average ${os
          .loadavg()
          .map((load) => load.toFixed(2))
          .join(' ')}`,
    );
    console.log(`Node ${process.version}; ${server?.version ?? 'PostgreSQL ?'}`);
    console.log(`${await pgbenchVersion()}`);
    console.log(
      `Server settings: ${settings
        .map((row) => `${row.name}=${row.setting}${row.unit ?? ''}`)
        .join(', ')}`,
    );
    console.log(
      `${clients} clients, ${durationSeconds} s per measurement (+${warmUpSeconds} s warm-up), ` +
        `${rounds} rounds, ${memberCount} members, house accounts in ${houseShards} shards`,
    );

    const setupStarted = Date.now();
    await runMigrations(database);
    await seedDemo(database.db);
    const merchantId = await demoMerchantId(database.db);
    const events = createLocalEventBus();
    const wallet = createWalletService({ db: database.db, events });
    const memberIds = await createFundedMembers({
      db: database.db,
      wallet,
      merchantId,
      count: memberCount,
      opening: openingBalance,
      clients,
    });
    const pgbenchDb = await createScratchDatabase(adminUrl, `lobby_pgbench_${process.pid}`);
    scratch.push(pgbenchDb);
    await initPgbench(pgbenchDb, pgbenchScale);
    console.log(
      `Set up ${walletDb.name} (migrated, seeded, ${memberIds.length} funded members) and ` +
        `${pgbenchDb.name} (pgbench -i -s ${pgbenchScale}) in ${((Date.now() - setupStarted) / 1000).toFixed(1)} s`,
    );

    const pickPair = (): [number, number] => {
      const from = memberIds[Math.floor(Math.random() * memberIds.length)]!;
      let to = from;
      while (to === from) to = memberIds[Math.floor(Math.random() * memberIds.length)]!;
      return [from, to];
    };
    const amount = () => BigInt(1 + Math.floor(Math.random() * 10_000));
    // (a) member → member: two member accounts, no shared row
    const transfer = (key: string) => {
      const [from, to] = pickPair();
      const value = amount();
      return wallet.post({
        merchantId,
        idempotencyKey: key,
        kind: 'agent_transfer',
        memberId: from,
        legs: [
          { account: { memberId: from, kind: 'main' }, amount: -value },
          { account: { memberId: to, kind: 'main' }, amount: value },
        ],
      });
    };
    // (b) the same transfer with a fee that every transaction credits to game revenue
    const transferWithFee = (key: string) => {
      const [from, to] = pickPair();
      const value = amount();
      const fee = value / 100n + 1n;
      return wallet.post({
        merchantId,
        idempotencyKey: key,
        kind: 'agent_transfer',
        memberId: from,
        legs: [
          { account: { memberId: from, kind: 'main' }, amount: -(value + fee) },
          { account: { memberId: to, kind: 'main' }, amount: value },
          { account: { house: 'game_revenue' }, amount: fee },
        ],
      });
    };

    // game revenue's shards are created one transaction at a time too (see bench-members.ts)
    for (let index = 0; index < houseWarmUpTransactions; index += 1) {
      await transferWithFee(`bench-warm-${index}`);
    }

    const results: Round[] = [];
    for (let round = 1; round <= rounds; round += 1) {
      console.log(`\nRound ${round} of ${rounds}`);
      const pgbench = await runPgbench(pgbenchDb, {
        clients,
        threads: pgbenchThreads,
        seconds: durationSeconds,
        warmUpSeconds,
      });
      console.log(
        `  pgbench -N: ${fixed(pgbench.tps)} tps, average ${fixed(pgbench.latencyAverage, 2)} ms, ` +
          `p50 ${fixed(pgbench.p50, 2)} ms, p99 ${fixed(pgbench.p99, 2)} ms, 5 statements per transaction`,
      );
      const load = (name: string, run: (key: string) => Promise<unknown>) =>
        runClosedLoop({
          clients,
          warmUpSeconds,
          seconds: durationSeconds,
          roundTrips,
          transaction: (client, sequence) => run(`bench-${name}-${round}-${client}-${sequence}`),
        });
      // the order alternates between rounds, so a drift of the machine's load favours neither
      const runA = async () => {
        const a = await load('a', transfer);
        console.log(describeLoad('(a) member → member', a));
        return a;
      };
      const runB = async () => {
        const b = await load('b', transferWithFee);
        console.log(describeLoad('(b) + fee to game_revenue', b));
        return b;
      };
      if (round % 2 === 1) {
        const a = await runA();
        results.push({ pgbench, a, b: await runB() });
      } else {
        const b = await runB();
        results.push({ pgbench, a: await runA(), b });
      }
      if (compareGuards) {
        const switchGuards = async (state: 'enable' | 'disable') => {
          for (const [table, trigger] of deferredGuards) {
            await database.db.execute(sql.raw(`alter table ${table} ${state} trigger ${trigger}`));
          }
        };
        await switchGuards('disable');
        try {
          console.log(describeLoad('(a) without the deferred guards', await load('a0', transfer)));
        } finally {
          await switchGuards('enable');
        }
      }
    }

    const lines = results.map((round, index) => [
      String(index + 1),
      fixed(round.pgbench.tps),
      fixed(round.pgbench.p99, 2),
      fixed(round.a.tps),
      fixed(round.a.p50, 2),
      fixed(round.a.p99, 2),
      fixed(round.b.tps),
      fixed(round.b.p50, 2),
      fixed(round.b.p99, 2),
      (round.a.tps / round.pgbench.tps).toFixed(2),
      (round.b.tps / round.a.tps).toFixed(2),
    ]);
    const pgTps = median(results.map((r) => r.pgbench.tps));
    const aTps = median(results.map((r) => r.a.tps));
    const bTps = median(results.map((r) => r.b.tps));
    // ratios are taken within a round (same machine load), then the median round's ratio
    const aOverPgbench = median(results.map((r) => r.a.tps / r.pgbench.tps));
    const bOverA = median(results.map((r) => r.b.tps / r.a.tps));
    lines.push([
      'median',
      fixed(pgTps),
      fixed(median(results.map((r) => r.pgbench.p99)), 2),
      fixed(aTps),
      fixed(median(results.map((r) => r.a.p50)), 2),
      fixed(median(results.map((r) => r.a.p99)), 2),
      fixed(bTps),
      fixed(median(results.map((r) => r.b.p50)), 2),
      fixed(median(results.map((r) => r.b.p99)), 2),
      aOverPgbench.toFixed(2),
      bOverA.toFixed(2),
    ]);
    const header = ['round', 'pgbench tps', 'p99 ms', '(a) tps', 'p50 ms', 'p99 ms'];
    header.push('(b) tps', 'p50 ms', 'p99 ms', '(a)/pgbench', '(b)/(a)');
    console.log(`\n${renderTable(header, lines)}`);
    console.log(
      `\n(a)/pgbench = ${aOverPgbench.toFixed(2)}: ${verdict(aOverPgbench, targets.aOverPgbench)} ` +
        `the target ≥ ${targets.aOverPgbench}` +
        `\n(b)/(a) = ${bOverA.toFixed(2)}: ${verdict(bOverA, targets.bOverA)} ` +
        `the target ≥ ${targets.bOverA}` +
        '\nRatios are per round (same machine load); the median row shows the median round.' +
        '\nFigures are printed, not asserted.',
    );
  } finally {
    roundTrips.stop();
    await database.close();
    for (const db of scratch.reverse()) await db.drop();
  }
}

await main();
