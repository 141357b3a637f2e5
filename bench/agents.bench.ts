// `npm run bench:agents`: the agent centre's team reports over realistic aggregates. Seeds one
// agent tree (BENCH_DOWNLINES downlines, default 10,000, at depth up to 6) and BENCH_BETS bets
// (default 10 million) over 60 days generated in SQL and bucketed per member and local day
// into member_stats_daily (the table the live triggers keep), then measures the report calls
// over HTTP, one at a time, and a full daily settlement run for BENCH_CONTRACTS (default
// 1,000) daily-salary contracts down the tree, beside `pgbench -N` in the same run. Prints;
// asserts nothing.
//   BENCH_DATABASE_URL (admin URL, default postgres://postgres@127.0.0.1:5432/postgres),
//   BENCH_REQUESTS (per call, default 60), BENCH_PORT (default 3440), BENCH_DURATION (pgbench s).
import { eq, sql } from 'drizzle-orm';
import { agentReportPaths, apiPaths, resolveAuthPolicy } from '@lobby/contracts';
import { loadConfig } from '../apps/server/src/config.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { merchants, members } from '../apps/server/src/db/schema/index.ts';
import { createSessionsService } from '../apps/server/src/modules/identity/index.ts';
import { createAgentSettlement } from '../apps/server/src/modules/agents/index.ts';
import {
  createWalletService,
  postWithinTransaction,
} from '../apps/server/src/modules/wallet/index.ts';
import { createLocalEventBus } from '../apps/server/src/platform/event-bus.ts';
import { seedDemo } from '../apps/server/src/seed/seed.ts';
import { createScratchDatabase } from './support/bench-database.ts';
import { createHttpClient } from './support/http-client.ts';
import { initPgbench, runPgbench } from './support/pgbench-runner.ts';
import { describeMachine, fixed, grouped, renderTable, verdict } from './support/report-format.ts';

const numberFrom = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const downlineCount = Math.round(numberFrom('BENCH_DOWNLINES', 10_000));
const betCount = Math.round(numberFrom('BENCH_BETS', 10_000_000));
const requests = Math.round(numberFrom('BENCH_REQUESTS', 60));
const port = Math.round(numberFrom('BENCH_PORT', 3440));
const contractCount = Math.round(numberFrom('BENCH_CONTRACTS', 1_000));
const days = 60;

/** Downlines per depth 1..6, widening as a real network does; the last level takes the rest. */
function levelSizes(total: number): number[] {
  const shares = [0.002, 0.008, 0.03, 0.1, 0.26];
  const sizes = shares.map((share) => Math.max(1, Math.round(total * share)));
  return [...sizes, Math.max(1, total - sizes.reduce((sum, size) => sum + size, 0))];
}

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
};

console.log(describeMachine());
const scratch = await createScratchDatabase(adminUrl, `lobby_agents_bench_${process.pid}`);
const pgbenchDb = await createScratchDatabase(adminUrl, `lobby_agents_pgbench_${process.pid}`);
const database = await openDatabase({ url: scratch.url, dataDir: '/nonexistent' });
try {
  await runMigrations(database);
  await seedDemo(database.db);
  const { db } = database;
  const [brand] = await db.select().from(merchants).where(eq(merchants.code, 'lotus'));
  const [agent] = await db.select().from(members).where(eq(members.username, 'agent'));
  if (!brand || !agent) throw new Error('the demo brand and agent are missing');

  let started = performance.now();
  // level by level: each new account hangs under one of the previous level's, round robin
  let parents = `select ${agent.id}::bigint as id`;
  for (const [depth, size] of levelSizes(downlineCount).entries()) {
    await db.execute(sql`
      with parents as (select id, row_number() over (order by id) - 1 as slot from (${sql.raw(parents)}) p),
           width as (select count(*) as n from parents)
      insert into members (merchant_id, username, type, nickname, password_hash, parent_id, created_at)
      select ${brand.id}, 'team' || ${depth + 1}::text || '_' || g, case when ${depth} < 5 then 1 else 0 end,
        'bench', (select password_hash from members where id = ${agent.id}),
        (select id from parents where slot = g % (select n from width)),
        now() - (random() * interval '90 days')
      from generate_series(1, ${size}) g`);
    parents = `select id from members where username like 'team${depth + 1}\\_%'`;
  }
  const seededTree = (performance.now() - started) / 1000;

  started = performance.now();
  // every bet: a random downline, a random instant in the last 60 days, a stake of 1–100 and a
  // payout around 95% of it; summed per member and local day exactly as member_stats_add cuts
  await db.execute(sql`
    with team as (
      select descendant_id as member_id, row_number() over (order by descendant_id) - 1 as slot
      from agent_tree where ancestor_id = ${agent.id} and depth > 0),
    bets as (
      select (g % ${downlineCount}) as slot,
        ((now() - random() * interval '${sql.raw(String(days))} days') at time zone ${brand.timeZone})::date as day,
        (100 + floor(random() * 9900))::bigint as stake,
        random() as luck
      from generate_series(1, ${betCount}) g)
    insert into member_stats_daily (merchant_id, member_id, day, bet_count, bet_amount, valid_bet,
      payout, deposit_count, deposit_amount, withdrawal_count, withdrawal_amount)
    select ${brand.id}, t.member_id, b.day, count(*), sum(b.stake),
      coalesce(sum(b.stake) filter (where b.luck >= 0.03), 0),
      sum(case when b.luck < 0.03 then b.stake when b.luck < 0.5 then b.stake * 19 / 10 else 0 end),
      count(*) filter (where b.luck > 0.98),
      coalesce(sum(b.stake * 5) filter (where b.luck > 0.98), 0),
      count(*) filter (where b.luck < 0.005),
      coalesce(sum(b.stake * 8) filter (where b.luck < 0.005), 0)
    from bets b join team t on t.slot = b.slot
    group by t.member_id, b.day
    -- day by day, as the live triggers write them (a day's rows sit together on disk)
    order by b.day, t.member_id`);
  await db.execute(sql`select member_stats_periods_from_days()`);
  await db.execute(sql`analyze member_stats_daily`);
  await db.execute(sql`analyze member_stats_period`);
  await db.execute(sql`analyze agent_tree`);
  await db.execute(sql`analyze members`);
  const seededBets = (performance.now() - started) / 1000;
  const [sizes] = (
    (await db.execute(
      sql`select (select count(*) from member_stats_daily) as daily,
            (select count(*) from agent_tree where ancestor_id = ${agent.id} and depth > 0) as team,
            (select max(depth) from agent_tree where ancestor_id = ${agent.id}) as depth`,
    )) as unknown as { rows: { daily: string; team: string; depth: number }[] }
  ).rows;
  console.log(
    `\nSeeded ${grouped(Number(sizes!.team))} downlines (depth up to ${sizes!.depth}) in ${fixed(seededTree)} s;` +
      ` ${grouped(betCount)} bets over ${days} days → ${grouped(Number(sizes!.daily))} member-day rows in ${fixed(seededBets)} s` +
      ' (generated in SQL and bucketed straight into member_stats_daily; the bets table stays empty)',
  );

  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: '/nonexistent',
    SEED_DEMO: 'false',
    DATABASE_URL: scratch.url,
    // one loopback caller stands for many agents: each call names its own address, so the
    // per-IP read budget (60 a minute) does not throttle the measurement
    TRUSTED_PROXIES: '127.0.0.1',
  });
  const app = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port });
  const http = createHttpClient(`http://127.0.0.1:${port}`, 1);
  const token = await createSessionsService(db).create(
    {
      merchantId: brand.id,
      memberId: agent.id,
      method: 'password',
      mustChangePassword: false,
      ip: '127.0.0.1',
      userAgent: 'lobby-bench',
    },
    resolveAuthPolicy(brand.authPolicy),
  );
  const today = new Date().toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
  const month = `period=custom&from=${monthAgo}&to=${today}`;
  const calls: [string, string, number][] = [
    [
      'team profit and loss, 30 days, page 1 by P/L',
      `${agentReportPaths.profitLoss}?${month}&sort=profitLoss`,
      200,
    ],
    [
      'team list page (betting, this week, page 5 by account)',
      `${agentReportPaths.betting}?period=thisWeek&sort=account&order=asc&pageNo=5`,
      100,
    ],
    ['team overview, 30 days', `${agentReportPaths.overview}?${month}`, 200],
    // downline management (§2.6 downlineManagmentView): the direct downlines, and a username
    // search across the whole team (about 1,100 matches, page 2)
    [
      'downline list page (direct downlines, by username)',
      `${apiPaths.agentDownlines}?sort=username&order=asc`,
      100,
    ],
    [
      'downline search across the team (prefix, page 2)',
      `${apiPaths.agentDownlines}?username=team6_1&sort=username&order=asc&pageNo=2`,
      100,
    ],
    [
      'profit and loss CSV, 30 days (every row)',
      `${agentReportPaths.profitLossCsv}?${month}`,
      1000,
    ],
  ];
  let address = 0;
  const lines: string[][] = [];
  for (const [name, path, target] of calls) {
    const times: number[] = [];
    for (let index = -5; index < requests; index++) {
      address = (address + 1) % 60_000;
      const begin = performance.now();
      const answer = await http.request('GET', path, {
        merchant: 'lotus',
        token,
        'x-forwarded-for': `10.${address >> 8}.${address & 255}.1`,
      });
      if (answer.status !== 200)
        throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.json)}`);
      if (index >= 0) times.push(performance.now() - begin);
    }
    const p95 = percentile(times, 0.95);
    lines.push([
      name,
      fixed(percentile(times, 0.5)),
      fixed(p95),
      `< ${target}`,
      verdict(-p95, -target),
    ]);
  }
  http.close();
  await app.close();

  // a full daily settlement: BENCH_CONTRACTS daily-salary contracts, each agent of the tree
  // (uplines first) holding one from its upline, all settled for yesterday in one run
  await db.execute(sql`
    insert into agent_contracts (merchant_id, kind, state, upline_id, holder_id, tiers,
      offered_at, answered_at)
    select ${brand.id}, 'daily_salary', 'accepted', m.parent_id, m.id,
      '[{"threshold":"0","minActive":0,"rate":"1000"},{"threshold":"10000000","minActive":0,"rate":"2000"},{"threshold":"100000000","minActive":0,"rate":"3000"}]'::jsonb,
      now() - interval '90 days', now() - interval '90 days'
    from members m join agent_tree t on t.descendant_id = m.id and t.ancestor_id = ${agent.id}
    where t.depth > 0 and m.type = 1
    order by t.depth, m.id
    limit ${contractCount}`);
  await postWithinTransaction(db, {
    merchantId: brand.id,
    idempotencyKey: 'bench:settlement-funds',
    kind: 'adjustment',
    memberId: agent.id,
    legs: [
      { account: { house: 'adjustments' }, amount: -10_000_000_000n },
      { account: { memberId: agent.id, kind: 'main' }, amount: 10_000_000_000n },
    ],
  });
  const settlement = createAgentSettlement({
    db,
    wallet: createWalletService({ db, events: createLocalEventBus() }),
  });
  // the daily job itself: yesterday and the day before (both hold bets), this brand only
  const settleOnce = () =>
    settlement.jobs.settleKind('daily_salary', { merchantId: brand.id, trigger: 'cli' });
  started = performance.now();
  const settledRuns = await settleOnce();
  const settleSeconds = (performance.now() - started) / 1000;
  started = performance.now();
  const again = await settleOnce();
  const againMs = performance.now() - started;

  await initPgbench(pgbenchDb, 10);
  const pgbench = await runPgbench(pgbenchDb, {
    clients: 8,
    threads: 2,
    seconds: numberFrom('BENCH_DURATION', 10),
    warmUpSeconds: 2,
  });
  console.log(
    `\nReport calls over HTTP on PostgreSQL, one at a time, ${requests} each after 5 warm-ups:`,
  );
  console.log(renderTable(['call', 'p50 ms', 'p95 ms', 'target', 'p95 verdict'], lines));
  for (const run of settledRuns) {
    console.log(
      `\nDaily settlement run ${run.runId}: ${grouped(run.contracts)} contracts,` +
        ` ${grouped(run.created)} items, paid ${grouped(Number(run.paid))} and owed` +
        ` ${grouped(Number(run.owed))} minor units`,
    );
  }
  console.log(
    `Daily settlement job (${settledRuns.length} days × up to ${grouped(contractCount)} contracts):` +
      ` ${fixed(settleSeconds)} s (target < 60 s per day: ${verdict(-settleSeconds, -60)});` +
      ` the job again (nothing to do): ${fixed(againMs)} ms, ${again.length} runs written`,
  );
  console.log(
    `\npgbench -N (8 clients, same server, same run): ${grouped(Math.round(pgbench.tps))} tps, p50 ${fixed(pgbench.p50)} ms, p99 ${fixed(pgbench.p99)} ms`,
  );
  console.log(`${describeMachine()}\nFigures are printed, not asserted.`);
} finally {
  await database.close();
  // BENCH_KEEP_DATABASE=1 leaves the seeded database for EXPLAIN ANALYZE (its name is printed)
  if (process.env.BENCH_KEEP_DATABASE) console.log(`kept database ${scratch.name}`);
  else await scratch.drop();
  await pgbenchDb.drop();
}
