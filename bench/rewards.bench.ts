// `npm run bench:rewards`: the reward features at the scale. This file holds the
// weekly rebate cut-off (issue 14 part B): BENCH_MEMBERS members (default 100,000) with a
// week of rebate turnover (every member on every day of last week, two products each), seeded
// directly in SQL on a scratch PostgreSQL database, then one cut-off of that week timed; and
// the provider wallet's bet path with and without the reward features, BENCH_MEMBERS members
// holding an active bonus (bench/support/rewards-bet-path.ts). Prints; asserts nothing.
//   BENCH_DATABASE_URL (admin URL, default postgres://postgres@127.0.0.1:5432/postgres),
//   BENCH_CLIENTS (default 16), BENCH_DURATION (s per bet-path measurement, default 8),
//   BENCH_ROUNDS (default 3), BENCH_RATE (bets/s of the fixed-rate rounds, default half the
//   closed loop's), BENCH_TOPOLOGY (split, the default: the bets served by a Lobby process with
//   the jobs off, the jobs in a second one, the load from this one; single: one Lobby in this
//   process), BENCH_SKIP_REBATES / BENCH_SKIP_BET_PATH (=1).
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { rowsOf } from '../apps/server/src/db/rows.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { merchants, members } from '../apps/server/src/db/schema/index.ts';
import {
  createLoyaltyConfigRepository,
  createRebates,
  lastEndedRebatePeriod,
} from '../apps/server/src/modules/loyalty/index.ts';
import { createWalletService } from '../apps/server/src/modules/wallet/index.ts';
import { createLocalEventBus } from '../apps/server/src/platform/event-bus.ts';
import { seedDemo } from '../apps/server/src/seed/seed.ts';
import { createScratchDatabase } from './support/bench-database.ts';
import { runRewardsBetPathBench } from './support/rewards-bet-path.ts';
import { describeMachine, fixed, grouped, renderTable, verdict } from './support/report-format.ts';

const numberFrom = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const memberCount = Math.round(numberFrom('BENCH_MEMBERS', 100_000));

console.log(describeMachine());
if (process.env.BENCH_SKIP_REBATES !== '1') await benchRebateCutOff();
if (process.env.BENCH_SKIP_BET_PATH !== '1') {
  await runRewardsBetPathBench({
    adminUrl,
    bonusMembers: memberCount,
    clients: Math.round(numberFrom('BENCH_CLIENTS', 16)),
    seconds: numberFrom('BENCH_DURATION', 8),
    rounds: Math.round(numberFrom('BENCH_ROUNDS', 3)),
    fixedRate: process.env.BENCH_RATE ? Math.round(numberFrom('BENCH_RATE', 1)) : undefined,
    topology: process.env.BENCH_TOPOLOGY === 'single' ? 'single' : 'split',
  });
}
console.log('Figures are printed, not asserted.');

/** The weekly rebate cut-off for `memberCount` members (issue 14 part B). */
async function benchRebateCutOff(): Promise<void> {
  const scratch = await createScratchDatabase(adminUrl, `lobby_rewards_bench_${process.pid}`);
  const database = await openDatabase({ url: scratch.url, dataDir: '/nonexistent' });
  try {
    await runMigrations(database);
    await seedDemo(database.db);
    const { db } = database;
    const [brand] = await db.select().from(merchants).where(eq(merchants.code, 'lotus'));
    const [demo] = await db.select().from(members).where(eq(members.username, 'demo'));
    if (!brand || !demo) throw new Error('the demo brand and member are missing');
    await db.execute(
      sql`update loyalty_settings set rebate_period = 'weekly' where merchant_id = ${brand.id}`,
    );
    const week = lastEndedRebatePeriod('weekly', brand.timeZone, new Date());

    let started = performance.now();
    await db.execute(sql`
    insert into members (merchant_id, username, type, nickname, password_hash, created_at)
    select ${brand.id}, 'rebate_' || g, 0, 'bench', ${demo.passwordHash}, now()
    from generate_series(1, ${memberCount}) g`);
    await db.execute(sql`
    insert into loyalty_members (member_id, merchant_id, vip_level)
    select id, merchant_id, (id % 6)::int from members where username like 'rebate\\_%'`);
    // every member: each day of last week, RNG and one other product, 10.00–1,000.00 of valid bet
    await db.execute(sql`
    insert into rebate_turnover (merchant_id, member_id, day, product, valid_bet)
    select ${brand.id}, m.id, (${week.from}::date + d)::text, p.product,
      (1000 + floor(random() * 99000))::bigint
    from members m
    cross join generate_series(0, 6) d
    cross join lateral (values ('rng'), ((array['live','sports','lottery','pvp'])[1 + (m.id % 4)::int])) p(product)
    where m.username like 'rebate\\_%'`);
    await db.execute(sql`analyze rebate_turnover`);
    await db.execute(sql`analyze loyalty_members`);
    const seeded = (performance.now() - started) / 1000;
    const [rows] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from rebate_turnover where cutoff_id is null`,
    );

    const rebates = createRebates({
      db,
      wallet: createWalletService({ db, events: createLocalEventBus() }),
      config: createLoyaltyConfigRepository(),
    });
    started = performance.now();
    const made = await rebates.cutOff(
      { id: brand.id, timeZone: brand.timeZone, currencyDecimals: brand.currencyDecimals },
      week,
    );
    const cutSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    const again = await rebates.cutOff(
      { id: brand.id, timeZone: brand.timeZone, currencyDecimals: brand.currencyDecimals },
      week,
    );
    const againMs = performance.now() - started;

    console.log(
      `\nseeded ${grouped(memberCount)} members and ${grouped(rows?.n ?? 0)} turnover rows ` +
        `(${week.from}..${week.to}) in ${fixed(seeded)} s\n`,
    );
    console.log(
      renderTable(
        ['step', 'time', 'target', 'verdict'],
        [
          [
            `weekly rebate cut-off (${grouped(Math.max(made - 1, 0))} rebates written)`,
            `${fixed(cutSeconds, 2)} s`,
            '< 60 s',
            verdict(-cutSeconds, -60),
          ],
          [
            'the same cut-off again (does nothing)',
            `${fixed(againMs, 1)} ms`,
            '',
            again === 0 ? 'once' : 'TWICE',
          ],
        ],
      ),
    );
  } finally {
    await database.close();
    await scratch.drop();
  }
}
