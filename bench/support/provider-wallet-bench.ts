import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../apps/server/src/db/rows.ts';
import { createLocalEventBus } from '../../apps/server/src/platform/event-bus.ts';
import { loadHmacKey } from '../../apps/server/src/platform/server-secrets.ts';
import { createWalletService } from '../../apps/server/src/modules/wallet/index.ts';
import type { Database } from '../../apps/server/src/db/client.ts';
import { countRoundTrips, createScratchDatabase, openPooledDatabase } from './bench-database.ts';
import { createFundedMembers, demoMerchantId, houseWarmUpTransactions } from './bench-members.ts';
import { findBenchProvider, openGamePlayers, type BenchGame } from './game-players.ts';
import { createHttpClient } from './http-client.ts';
import { memberToMemberTransfer } from './member-transfers.ts';
import { createPamProviderClient, type ProviderPlayer } from './pam-provider-client.ts';
import { startLobby } from './target-servers.ts';
import { runClosedLoop, type LoadResult } from './wallet-load.ts';
import { fixed, verdict } from './report-format.ts';
import { profiled } from './cpu-profile.ts';
import { describeFunctionTimes, readFunctionTimes, trackFunctionTimes } from './function-times.ts';
import { backendCpuOf } from './backend-cpu.ts';
import { initPgbench, pgbenchVersion, runPgbench } from './pgbench-runner.ts';
import { printWalletApiResults, type WalletApiRound } from './wallet-api-report.ts';

export interface ProviderWalletBenchOptions {
  adminUrl: string;
  clients: number;
  seconds: number;
  rounds: number;
  memberCount: number;
  providerCode: string;
  /** Stake per bet in currency units (THB: 1 = 1.00). */
  stake: number;
  /** Where to write a CPU profile of the first round's bets (none when unset). */
  cpuProfile?: string;
}

/** The game each demo provider's bets are placed on (SandboxRGS signs; the in-house one not). */
const benchGames: Record<string, BenchGame> = {
  SandboxRGS: { vassalage: 'SPN', gameCode: 'golden-temple' },
  LobbyOriginals: { vassalage: 'LOBBY', gameCode: 'lotus-fortune' },
};
/** The demo brand (bench-members.ts finds it by this code too). */
const brandCode = 'lotus';
const warmUpSeconds = 2;
/** Rounds each player plays before the statistics are taken (see below). */
const historyRoundsPerPlayer = 150;
/** 1,000,000.00 in minor units: no bet or transfer of the run can drain a member. */
const openingBalance = 100_000_000n;
/** Payouts in stakes, in turn: 3 losses in 5 and an RTP of 80%, like a game's mix. */
const payoutCycle = [0, 0, 1.5, 0, 2.5];
/** Seconds of no load, to show what the app's scheduled jobs cost on their own. */
const idleSeconds = 3;
/** `pgbench -i -s 10`: as the wallet bench; threads as the machine's two cores. */
const pgbenchScale = 10;
const pgbenchThreads = 2;
/** Issue 12's target: bets/s over HTTP at least this share of `pgbench -N` tx/s. */
const pgbenchShareTarget = 0.3;

/** Statements and Node CPU per second while nothing but the app's scheduled jobs runs. */
async function measureBackground(
  roundTrips: { read(): number },
  seconds: number,
): Promise<{ statements: number; cpuMs: number }> {
  const trips = roundTrips.read();
  const cpu = process.cpuUsage();
  await sleep(seconds * 1000);
  const used = process.cpuUsage(cpu);
  return {
    statements: (roundTrips.read() - trips) / seconds,
    cpuMs: (used.user + used.system) / 1000 / seconds,
  };
}

/**
 * Section 2: the real app (buildApp, as `npm start` builds it) on a scratch PostgreSQL
 * database, with one game session per client; a closed loop of bet rounds over HTTP through
 * the PAM API, alternated with the wallet bench's load (a) on the same database.
 */
export async function runProviderWalletBench(options: ProviderWalletBenchOptions): Promise<void> {
  const game = benchGames[options.providerCode];
  if (!game) throw new Error(`BENCH_PROVIDER must be one of ${Object.keys(benchGames).join(', ')}`);
  const scratch = await createScratchDatabase(options.adminUrl, `lobby_games_bench_${process.pid}`);
  await trackFunctionTimes(options.adminUrl, scratch);
  const pgbenchDb = await createScratchDatabase(
    options.adminUrl,
    `lobby_games_pgbench_${process.pid}`,
  );
  const roundTrips = countRoundTrips();
  // CPU of the scratch database's backends: what a bet costs PostgreSQL, whatever the load
  const databaseCpu = backendCpuOf(scratch.name);
  let database: Database | undefined;
  let closeLobby: (() => Promise<void>) | undefined;
  let http: ReturnType<typeof createHttpClient> | undefined;
  try {
    const setupStarted = Date.now();
    const lobby = await startLobby(scratch.url);
    closeLobby = () => lobby.close();
    // the bench's own pool: one connection per wallet-load client and a few for setup
    database = openPooledDatabase(scratch.url, options.clients + 4);
    const { db } = database;
    const [server] = await rowsOf<{ version: string }>(db, sql`select version()`);
    const merchantId = await demoMerchantId(db);
    const wallet = createWalletService({ db, events: createLocalEventBus() });
    const memberIds = await createFundedMembers({
      db,
      wallet,
      merchantId,
      count: Math.max(options.memberCount, options.clients, 2),
      opening: openingBalance,
      clients: options.clients,
    });
    const provider = await findBenchProvider(db, merchantId, options.providerCode);
    http = createHttpClient(lobby.baseUrl, options.clients + 2);
    const pam = createPamProviderClient({
      http,
      // the key the app loaded (stored in the database at its first start)
      hmacKey: await loadHmacKey(db, undefined),
      provider,
      brandCode,
    });
    const players = await openGamePlayers({
      db,
      http,
      provider: pam,
      merchantId,
      brandCode,
      memberIds: memberIds.slice(0, options.clients),
      game,
    });
    const playRound = (player: ProviderPlayer, roundId: string, sequence: number) =>
      pam.playRound(player, {
        roundId,
        gameCode: game.gameCode,
        stake: options.stake,
        payout: options.stake * payoutCycle[sequence % payoutCycle.length]!,
      });
    // bets credit house game revenue, whose shards are created one movement at a time
    // (see bench-members.ts): a stake's ledger movement, without HTTP, warms them
    for (let index = 0; index < houseWarmUpTransactions; index += 1) {
      await wallet.post({
        merchantId,
        idempotencyKey: `games-bench-warm-${index}`,
        kind: 'bet',
        memberId: memberIds[0]!,
        legs: [
          { account: { memberId: memberIds[0]!, kind: 'main' }, amount: -1n },
          { account: { house: 'game_revenue' }, amount: 1n },
        ],
      });
    }
    // one bet per player before the clock runs: the whole path works, or the bench stops here
    await Promise.all(players.map((player, index) => playRound(player, `check-${index}`, 2)));
    // a running site's rounds and calls tables are not empty: without rows there, the plans
    // the statistics below lead to (and the functions keep per connection) are for tiny tables
    await Promise.all(
      players.map(async (player, index) => {
        for (let n = 0; n < historyRoundsPerPlayer; n += 1) {
          await playRound(player, `history-${index}-${n}`, n);
        }
      }),
    );
    // the planner's statistics, as a running site has them (the app's upkeep job analyzes
    // every 30 s where autovacuum does not): without them the first round measures plans
    // made for empty tables
    await db.execute(sql`analyze`);
    await initPgbench(pgbenchDb, pgbenchScale);
    // pgbench's initial load leaves ~150 MB of dirty pages: written out here, not by the
    // checkpoint that would otherwise run during the first round
    await db.execute(sql`checkpoint`);
    const background = await measureBackground(roundTrips, idleSeconds);
    console.log(
      `\n2. Bets through the provider wallet API: ${lobby.description} (${server?.version ?? '?'})` +
        `, database ${scratch.name}, set up in ${((Date.now() - setupStarted) / 1000).toFixed(1)} s` +
        `\n   provider ${provider.code} (bearer token${provider.signsRequests ? ' + X-Signature HMAC-SHA256 of each body' : ', no signature'})` +
        `, game ${game.vassalage}/${game.gameCode}, ${players.length} members with a game session` +
        ` (launchGame → PUT /pam/v1/players/session), stake ${options.stake} ${players[0]?.currency ?? ''}` +
        `\n   a bet = POST WITHDRAW + POST DEPOSIT(isGameOver) of one round; payouts ${payoutCycle.join('/')} × stake in turn` +
        `\n   wallet (a) = the wallet bench's member → member transfers through the wallet service, ` +
        `${memberIds.length} members, in the same process` +
        `\n   pgbench -N on ${pgbenchDb.name} (-i -s ${pgbenchScale}, same server, ${pgbenchThreads} threads; ${await pgbenchVersion()})` +
        `\n   ${options.clients} clients each, ${options.seconds} s per measurement (+${warmUpSeconds} s warm-up), ` +
        `${options.rounds} rounds; the HTTP load runs in the server's own process` +
        `\n   with no load, the app's scheduled jobs (table rounds…) sent ${fixed(background.statements, 0)} ` +
        `SQL statements/s and used ${fixed(background.cpuMs, 0)} ms of Node CPU/s (counted in the costs below)`,
    );

    const transfer = memberToMemberTransfer(wallet, merchantId, memberIds);
    const results: WalletApiRound[] = [];
    for (let round = 1; round <= options.rounds; round += 1) {
      const measureBets = async () => {
        const calls = { withdraw: [] as number[], deposit: [] as number[] };
        let played = 0; // warm-up included: the database counters see every bet
        const measureFrom = performance.now() + warmUpSeconds * 1000;
        const end = measureFrom + options.seconds * 1000;
        const load = await runClosedLoop({
          clients: options.clients,
          warmUpSeconds,
          seconds: options.seconds,
          roundTrips,
          databaseCpu,
          transaction: async (client, sequence) => {
            // transaction ids are unique per provider: the client is part of them
            const roundId = `r${round}-${client}-${sequence}`;
            const timings = await playRound(players[client]!, roundId, sequence);
            played += 1;
            const finished = performance.now();
            if (finished < measureFrom || finished > end) return;
            calls.withdraw.push(timings.withdraw);
            calls.deposit.push(timings.deposit);
          },
        });
        return { load, calls, played };
      };
      const measureWallet = (): Promise<LoadResult> =>
        runClosedLoop({
          clients: options.clients,
          warmUpSeconds,
          seconds: options.seconds,
          roundTrips,
          databaseCpu,
          transaction: (client, sequence) => transfer(`games-bench-${round}-${client}-${sequence}`),
        });
      const measurePgbench = () =>
        runPgbench(pgbenchDb, {
          clients: options.clients,
          threads: pgbenchThreads,
          seconds: options.seconds,
          warmUpSeconds,
        });
      // the order alternates between rounds, so a drift of the machine's load favours neither
      if (round % 2 === 1) {
        const timesBefore = await readFunctionTimes(db);
        const bets = await profiled(round === 1 ? options.cpuProfile : undefined, measureBets);
        if (round === 1) {
          await sleep(1500); // sessions report their counters once idle
          console.log(
            `   database time of round 1's ${bets.played} bets (warm-up included) by plpgsql ` +
              `function, triggers included, per bet:\n` +
              describeFunctionTimes(timesBefore, await readFunctionTimes(db), bets.played),
          );
        }
        const walletLoad = await measureWallet();
        results.push({ ...bets, wallet: walletLoad, pgbench: await measurePgbench() });
      } else {
        const pgbench = await measurePgbench();
        const walletLoad = await measureWallet();
        results.push({ ...(await measureBets()), wallet: walletLoad, pgbench });
      }
      printWalletApiResults(results.slice(-1), round);
    }
    const share = printWalletApiResults(results);
    console.log(
      `Target: bets/s ≥ ${pgbenchShareTarget} × pgbench -N tx/s: ${verdict(share, pgbenchShareTarget)} ` +
        `(${fixed(share, 2)}); load average now ${os
          .loadavg()
          .map((load) => load.toFixed(2))
          .join(' ')}`,
    );
  } finally {
    roundTrips.stop();
    http?.close();
    await closeLobby?.();
    await database?.close();
    await scratch.drop();
    await pgbenchDb.drop();
  }
}
