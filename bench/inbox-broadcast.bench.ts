// `npm run bench:inbox`: the inbox at the issue's scale (issue 15, "a broadcast message to
// 100,000 members is created in under 5 s, no row per member at send time"). BENCH_MEMBERS
// members (default 100,000) are seeded in SQL on a scratch PostgreSQL database; then, through
// the operator API of the real app (app.inject), a broadcast to the whole brand and a direct
// message are composed and timed, the per-member rows counted, and a member's unread count and
// inbox page timed before and after the broadcast (BENCH_SAMPLES requests each, default 200).
// Prints; asserts nothing.
//   BENCH_DATABASE_URL (admin URL, default postgres://postgres@127.0.0.1:5432/postgres)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { memberServicePaths } from '@lobby/contracts';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { rowsOf } from '../apps/server/src/db/rows.ts';
import { seedDemo } from '../apps/server/src/seed/seed.ts';
import { brandHeaders, loginToken } from '../apps/server/test/login-kit.ts';
import { staffToken } from '../apps/server/test/staff-kit.ts';
import { createScratchDatabase } from './support/bench-database.ts';
import {
  describeMachine,
  fixed,
  grouped,
  median,
  renderTable,
  verdict,
} from './support/report-format.ts';

const numberFrom = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const memberCount = Math.round(numberFrom('BENCH_MEMBERS', 100_000));
const samples = Math.round(numberFrom('BENCH_SAMPLES', 200));
const text = (value: string) => ({ en: value, th: value, tl: value });

/** The 99th percentile of `values` (ms). */
function p99(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
}

let requestCount = 0;
/** A fresh client address per request: the per-IP read budget is not what is measured here. */
function nextAddress(): string {
  requestCount += 1;
  return `10.9.${Math.floor(requestCount / 250) % 250}.${(requestCount % 250) + 1}`;
}

/** `samples` sequential GETs of one member: median and p99 in ms. */
async function latency(app: FastifyInstance, token: string, url: string) {
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: { ...brandHeaders, token },
      remoteAddress: nextAddress(),
    });
    times.push(performance.now() - started);
    if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.body}`);
  }
  return { median: median(times), p99: p99(times) };
}

/** Composes one message through the operator API; answers the time it took (ms). */
async function compose(app: FastifyInstance, staff: string, audience: object, title: string) {
  const started = performance.now();
  const answer = await app.inject({
    method: 'POST',
    url: memberServicePaths.boInboxMessages,
    headers: { ...brandHeaders, authorization: `Bearer ${staff}` },
    payload: { audience, title: text(title), bodyHtml: text(`<p>${title}</p>`) },
  });
  const ms = performance.now() - started;
  if (answer.statusCode !== 200) throw new Error(`compose: ${answer.body}`);
  return ms;
}

console.log(describeMachine());
const scratch = await createScratchDatabase(adminUrl, `lobby_inbox_bench_${process.pid}`);
const database = await openDatabase({ url: scratch.url, dataDir: '/nonexistent' });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-inbox-bench-'));
try {
  await runMigrations(database);
  await seedDemo(database.db);
  const { db } = database;
  const started = performance.now();
  // members made a day ago: a broadcast reaches the accounts that existed when it was sent
  await db.execute(sql`
    insert into members (merchant_id, username, type, nickname, password_hash, created_at)
    select m.merchant_id, 'inbox_' || g, 0, 'bench', m.password_hash, now() - interval '1 day'
    from generate_series(1, ${memberCount}) g
    cross join (select merchant_id, password_hash from members where username = 'demo') m`);
  await db.execute(sql`analyze members`);
  const seeded = (performance.now() - started) / 1000;
  console.log(`\nseeded ${grouped(memberCount)} members in ${fixed(seeded)} s\n`);

  const app = await buildApp({
    config: testConfig({
      DATABASE_URL: scratch.url,
      WEB_DIST_DIR: '/nonexistent-web-dist',
      DATA_DIR: dataDir,
    }),
    database,
  });
  await app.ready();
  try {
    const staff = await staffToken(app, 'admin');
    const member = await loginToken(app, 'demo', 'Lotus#2026');
    const unreadUrl = memberServicePaths.inboxUnread;
    const listUrl = memberServicePaths.inbox;
    const receipts = async () =>
      Number(
        (await rowsOf<{ n: string }>(db, sql`select count(*) as n from inbox_receipts`))[0]!.n,
      );

    const before = { unread: await latency(app, member, unreadUrl) };
    const directMs = await compose(app, staff, { kind: 'member', username: 'demo' }, 'Direct');
    const afterDirect = { unread: await latency(app, member, unreadUrl) };
    const rowsBefore = await receipts();
    const broadcastMs = await compose(app, staff, { kind: 'brand' }, 'Everyone');
    const rowsAdded = (await receipts()) - rowsBefore;
    const vipMs = await compose(app, staff, { kind: 'vip', minLevel: 1 }, 'VIP');
    const afterBroadcast = {
      unread: await latency(app, member, unreadUrl),
      list: await latency(app, member, listUrl),
    };
    const [audience] = await rowsOf<{ n: string }>(
      db,
      sql`select count(*) as n from members where type <> 4`,
    );

    console.log(
      renderTable(
        ['step', 'time', 'target', 'verdict'],
        [
          [
            `broadcast to the brand (${grouped(Number(audience?.n ?? 0))} accounts)`,
            `${fixed(broadcastMs, 1)} ms`,
            '< 5 s',
            verdict(-broadcastMs, -5_000),
          ],
          [
            'rows written per member at send time',
            String(rowsAdded),
            '0',
            rowsAdded === 0 ? 'meets' : 'MISSES',
          ],
          ['direct message to one member', `${fixed(directMs, 1)} ms`, '', ''],
          ['broadcast to VIP 1 and above', `${fixed(vipMs, 1)} ms`, '', ''],
        ],
      ),
    );
    console.log(
      renderTable(
        ['member call', 'median', 'p99'],
        [
          ['unread count, before these messages', ...cells(before.unread)],
          ['unread count, after a direct message', ...cells(afterDirect.unread)],
          ['unread count, after the broadcasts', ...cells(afterBroadcast.unread)],
          ['inbox page, after the broadcasts', ...cells(afterBroadcast.list)],
        ],
      ),
    );
  } finally {
    await app.close();
  }
} finally {
  await database.close();
  await scratch.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log('Figures are printed, not asserted.');

function cells(figures: { median: number; p99: number }): string[] {
  return [`${fixed(figures.median, 2)} ms`, `${fixed(figures.p99, 2)} ms`];
}
