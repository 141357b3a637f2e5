import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { loadHmacKey } from '../../apps/server/src/platform/server-secrets.ts';
import { createLocalEventBus } from '../../apps/server/src/platform/event-bus.ts';
import { createWalletService } from '../../apps/server/src/modules/wallet/index.ts';
import { rowsOf } from '../../apps/server/src/db/rows.ts';
import { openDatabase, type Database } from '../../apps/server/src/db/client.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import { seedDemo } from '../../apps/server/src/seed/seed.ts';
import { createScratchDatabase, openPooledDatabase } from './bench-database.ts';
import { createFundedMembers, demoMerchantId } from './bench-members.ts';
import { findBenchProvider, openGamePlayers } from './game-players.ts';
import { createHttpClient } from './http-client.ts';
import { createPamProviderClient } from './pam-provider-client.ts';
import { fixed, grouped, median, renderTable, verdict } from './report-format.ts';
import { startLobby, startLobbyProcess } from './target-servers.ts';
import { runFixedRate, type FixedRateResult } from './fixed-rate-load.ts';
import { runClosedLoop, type LoadResult } from './wallet-load.ts';

export interface RewardsBetPathOptions {
  adminUrl: string;
  /** Members holding an active wagering bonus (the bench's players among them). */
  bonusMembers: number;
  clients: number;
  seconds: number;
  rounds: number;
  /** Bets started per second in the fixed-rate rounds; unset: half of the closed loop's rate. */
  fixedRate?: number;
  /**
   * `split` (default): the bets are served by a Lobby process with the scheduled jobs off and
   * the jobs (the activity feed's consumers among them) run in a second Lobby process, as an
   * operator runs a worker instance beside the instances that serve the game providers; the
   * load comes from this process. `single`: one Lobby in this process, jobs on, serving and
   * loading at once (how the bench ran until session 15).
   */
  topology?: 'split' | 'single';
}

/** The Lobby processes of a topology on a migrated scratch database; closes them all. */
async function startTopology(
  databaseUrl: string,
  topology: 'split' | 'single',
): Promise<{ baseUrl: string; description: string; close(): Promise<void> }> {
  if (topology === 'single') {
    const lobby = await startLobby(databaseUrl);
    return { ...lobby, description: "one Lobby in the load generator's process, jobs on" };
  }
  const database = await openDatabase({ url: databaseUrl, dataDir: '/nonexistent' });
  try {
    await runMigrations(database);
    await seedDemo(database.db);
  } finally {
    await database.close();
  }
  const serving = await startLobbyProcess(databaseUrl, { JOBS_ENABLED: 'false' });
  const worker = await startLobbyProcess(databaseUrl, { JOBS_ENABLED: 'true' }).catch(
    async (error: unknown) => {
      await serving.close();
      throw error;
    },
  );
  return {
    baseUrl: serving.baseUrl,
    description:
      'the bets served by a Lobby process with the jobs off, the jobs in a second Lobby process, ' +
      'the load from a third',
    async close() {
      await serving.close();
      await worker.close();
    },
  };
}

/** Players in the fixed-rate rounds: enough that a player is rarely still busy with a bet. */
const fixedRateWorkers = 32;
type Mode = 'without' | 'with';
/** Alternate the order of the modes, so a drift of the machine's load favours neither. */
const modesOfRound = (round: number): Mode[] =>
  round % 2 === 1 ? ['without', 'with'] : ['with', 'without'];

const brandCode = 'lotus';
const game = { vassalage: 'SPN', gameCode: 'golden-temple' };
const openingBalance = 100_000_000n;
const payoutCycle = [0, 0, 1.5, 0, 2.5];
/** The issue's budget: what the reward features may add to the bet path's p99. */
const addedP99BudgetMs = 1;

/** The triggers that turn settled rounds into the reward features' events (migration 0020). */
const activityTriggers = ['bets_member_activity_insert', 'bets_member_activity_update'];

async function setActivityTriggers(database: Database, enabled: boolean): Promise<void> {
  for (const trigger of activityTriggers) {
    await database.db.execute(
      sql.raw(`alter table bets ${enabled ? 'enable' : 'disable'} trigger ${trigger}`),
    );
  }
}

/** `count` members with an active bonus of ฿100, wagering ×30, written directly in SQL. */
async function giveActiveBonuses(
  database: Database,
  merchantId: number,
  count: number,
  players: number[],
): Promise<void> {
  const { db } = database;
  await db.execute(sql`
    insert into members (merchant_id, username, type, nickname)
    select ${merchantId}, 'bonus' || g, 0, 'Bonus ' || g
    from generate_series(1, ${Math.max(0, count - players.length)}) g`);
  await db.execute(sql`
    insert into bonuses (merchant_id, member_id, status, amount, wagering_base, multiplier,
      wagering_required, valid_days, activated_at, expires_at, reason)
    select ${merchantId}, m.id, 'active', 10000, 'bonus', 30, 300000, 30, now(),
      now() + interval '30 days', 'bench'
    from members m
    where m.merchant_id = ${merchantId}
      and (m.username like 'bonus%' or m.id in (${sql.join(
        players.map((id) => sql`${id}`),
        sql`, `,
      )}))`);
  await db.execute(sql`analyze members`);
  await db.execute(sql`analyze bonuses`);
}

/**
 * The bet path with and without the reward features, in one run: the real app (jobs on, so the
 * activity feed drains every second as in production; where they run: `topology`) on a
 * scratch PostgreSQL database, with `bonusMembers` members holding an active bonus. "Without" disables the triggers that write
 * settled rounds into the feed, so no event is written and no consumer works; "with" is the
 * app as it ships: every settled round becomes an event that the rewards (turnover), loyalty
 * (points, VIP, rebate turnover) and missions consumers apply. The modes take turns, under
 * three loads: one player (the path's own time), a closed loop of `clients`, and a fixed rate.
 * Each added p99 is printed beside how far one mode's rounds lie apart: a smaller difference
 * is noise.
 */
export async function runRewardsBetPathBench(options: RewardsBetPathOptions): Promise<void> {
  const scratch = await createScratchDatabase(
    options.adminUrl,
    `lobby_rewards_bets_${process.pid}`,
  );
  const topology = options.topology ?? 'split';
  const lobby = await startTopology(scratch.url, topology);
  const database = openPooledDatabase(scratch.url, options.clients + 4);
  const http = createHttpClient(lobby.baseUrl, options.clients + 2);
  try {
    const { db } = database;
    const merchantId = await demoMerchantId(db);
    const wallet = createWalletService({ db, events: createLocalEventBus() });
    const players = await createFundedMembers({
      db,
      wallet,
      merchantId,
      count: Math.max(options.clients, fixedRateWorkers),
      opening: openingBalance,
      clients: options.clients,
    });
    const setupStarted = Date.now();
    await giveActiveBonuses(database, merchantId, options.bonusMembers, players);
    const [held] = await rowsOf<{ n: unknown }>(
      db,
      sql`select count(*) as n from bonuses where status = 'active'`,
    );
    const provider = await findBenchProvider(db, merchantId, 'SandboxRGS');
    const pam = createPamProviderClient({
      http,
      hmacKey: await loadHmacKey(db, undefined),
      provider,
      brandCode,
    });
    const sessions = await openGamePlayers({
      db,
      http,
      provider: pam,
      merchantId,
      brandCode,
      memberIds: players,
      game,
    });
    console.log(
      `\nBet path with and without the reward features: ${lobby.description}, PostgreSQL, ` +
        `${grouped(Number(held!.n))} members with an active bonus (set up in ` +
        `${((Date.now() - setupStarted) / 1000).toFixed(1)} s), ${options.clients} clients, ` +
        `${options.seconds} s per measurement, ${options.rounds} rounds of each` +
        `\n   a bet = POST WITHDRAW + POST DEPOSIT(isGameOver) over HTTP; "with" = the app as it ` +
        `ships (each settled round an event; the feed job applies bonus turnover, points, VIP, ` +
        `rebate turnover, missions and leaderboards every second)`,
    );
    const play = (mode: string, round: number, player: number, sequence: number) =>
      pam.playRound(sessions[player]!, {
        roundId: `${mode}-${round}-${player}-${sequence}`,
        gameCode: game.gameCode,
        stake: 1,
        payout: payoutCycle[sequence % payoutCycle.length]!,
      });
    const closedLoop = (clients: number, mode: string, round: number): Promise<LoadResult> =>
      runClosedLoop({
        clients,
        warmUpSeconds: 2,
        seconds: options.seconds,
        transaction: (client, sequence) => play(mode, round, client, sequence),
      });
    /** The rounds of one load, the modes taking turns; each round printed as it ends. */
    const alternating = async <T extends LoadResult | FixedRateResult>(
      title: string,
      runOne: (mode: Mode, round: number) => Promise<T>,
      extra: (result: T) => string = () => '',
    ): Promise<Record<Mode, T[]>> => {
      console.log(`\n   ${title}:`);
      const byMode: Record<Mode, T[]> = { without: [], with: [] };
      for (let round = 1; round <= options.rounds; round++) {
        for (const mode of modesOfRound(round)) {
          await setActivityTriggers(database, mode === 'with');
          const result = await runOne(mode, round);
          byMode[mode].push(result);
          console.log(
            `   round ${round} ${mode.padEnd(7)}: ${grouped(Math.round(result.tps))} bets/s, ` +
              `p50 ${fixed(result.p50, 2)} ms, p99 ${fixed(result.p99, 2)} ms, ${extra(result)}` +
              `errors ${result.errors}${result.firstError ? ` (${result.firstError})` : ''}`,
          );
        }
      }
      return byMode;
    };
    // warm up as a running site is: bets in the tables, and the planner's statistics of them
    // (the app's upkeep job analyzes every 30 s where autovacuum does not)
    await closedLoop(options.clients, 'warm', 0);
    await db.execute(sql`analyze`);
    // one player, each bet after the last: the bet path's own time. A machine-wide stall (the
    // WAL flush stalls every backend here now and then for 100-400 ms) delays the one bet in
    // flight, where under load it delays every bet due meanwhile
    const alone = await alternating(
      "One player (each bet as soon as the last ends, no other bet in flight: the path's own time)",
      (mode, round) => closedLoop(1, `alone-${mode}`, round),
    );
    const results = await alternating(
      `Closed loop (${options.clients} clients, each bet as soon as the last ends)`,
      (mode, round) => closedLoop(options.clients, mode, round),
    );
    const rate =
      options.fixedRate ?? Math.max(1, Math.round(median(results.without.map((r) => r.tps)) / 2));
    const atRate = await alternating(
      `Fixed rate (${grouped(rate)} bets/s started on schedule over ${fixedRateWorkers} players, ` +
        `latency from the moment each bet was due)`,
      (mode, round) =>
        runFixedRate({
          rate,
          workers: fixedRateWorkers,
          warmUpSeconds: 2,
          seconds: options.seconds,
          transaction: (player, sequence) => play(`rate-${mode}`, round, player, sequence),
        }),
      (result) => `max ${fixed(result.max, 1)} ms, waited for a player ${result.queued}, `,
    );
    await setActivityTriggers(database, true);
    await sleep(3000); // the feed's job drains every second
    const [left] = await rowsOf<{ done: unknown; events: unknown }>(
      db,
      sql`select (select coalesce(sum(wagering_done), 0) from bonuses
                  where member_id in (${sql.join(
                    players.map((id) => sql`${id}`),
                    sql`, `,
                  )})) as done,
                 (select count(*) from member_activity) as events`,
    );
    const row = (name: string, list: Array<LoadResult | FixedRateResult>) => [
      name,
      grouped(Math.round(median(list.map((r) => r.tps)))),
      fixed(median(list.map((r) => r.p50)), 2),
      fixed(median(list.map((r) => r.p99)), 2),
    ];
    console.log(
      renderTable(
        ['bet path (medians)', 'bets/s', 'p50 ms', 'p99 ms'],
        [
          row('one player, without the reward features', alone.without),
          row('one player, with them (as shipped)', alone.with),
          row('closed loop, without the reward features', results.without),
          row('closed loop, with them (as shipped)', results.with),
          row(`${grouped(rate)} bets/s, without the reward features`, atRate.without),
          row(`${grouped(rate)} bets/s, with them (as shipped)`, atRate.with),
        ],
      ),
    );
    type Pair = Record<Mode, Array<{ p99: number }>>;
    const addedP99 = (pair: Pair) =>
      median(pair.with.map((r) => r.p99)) - median(pair.without.map((r) => r.p99));
    /**
     * How far one mode's rounds lie apart: a difference below it cannot be told from noise. One
     * round shows no spread at all, so it resolves nothing (infinite).
     */
    const spreadOf = (pair: Pair) =>
      Math.max(
        ...(['with', 'without'] as const).map((mode) => {
          const p99s = pair[mode].map((r) => r.p99);
          return p99s.length < 2 ? Infinity : Math.max(...p99s) - Math.min(...p99s);
        }),
      );
    const added = (pair: Pair) => {
      const spread = spreadOf(pair);
      const apart = Number.isFinite(spread)
        ? `the rounds of one mode ${fixed(spread, 2)} ms apart`
        : 'one round per mode: no spread to judge it by';
      return `${fixed(addedP99(pair), 2)} ms (${apart})`;
    };
    const own = addedP99(alone);
    const ownVerdict =
      spreadOf(alone) > addedP99BudgetMs
        ? `NOT RESOLVED: the rounds do not agree within the ${addedP99BudgetMs} ms budget`
        : `${verdict(addedP99BudgetMs, own)} <= ${addedP99BudgetMs} ms`;
    console.log(
      `Added p99 to the bet path's own time (one player): ${added(alone)}: ${ownVerdict}` +
        `\nAdded p99 at ${grouped(rate)} bets/s (a stall of the machine charged to every bet it ` +
        `delayed): ${added(atRate)}` +
        `\nAdded p99 at saturation (closed loop; the consumers' work competes for the same two ` +
        `cores): ${added(results)}` +
        `\nThe players' bonuses counted ${grouped(Number(left!.done) / 100)} THB of turnover, ` +
        `${grouped(Number(left!.events))} events left unconsumed`,
    );
  } finally {
    http.close();
    await lobby.close();
    await database.close();
    await scratch.drop();
  }
}
