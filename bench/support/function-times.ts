import { sql } from 'drizzle-orm';
import pg from 'pg';
import { rowsOf } from '../../apps/server/src/db/rows.ts';
import type { Db } from '../../apps/server/src/db/client.ts';
import type { ScratchDatabase } from './bench-database.ts';
import { fixed, renderTable } from './report-format.ts';

/** Per plpgsql function: calls and time, with (total) and without (self) the functions it calls. */
interface FunctionTime {
  name: string;
  calls: number;
  totalMs: number;
  selfMs: number;
}

/**
 * Makes every later session of the scratch database time its plpgsql functions
 * (`track_functions = 'pl'`, read from pg_stat_user_functions): where a bet's database time
 * goes, trigger functions included. Call before the app opens its pool.
 */
export async function trackFunctionTimes(adminUrl: string, database: ScratchDatabase) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`alter database ${database.name} set track_functions = 'pl'`);
  } finally {
    await admin.end();
  }
}

/** The counters now (sessions report them when idle, so wait a second after a load). */
export async function readFunctionTimes(db: Db): Promise<FunctionTime[]> {
  const rows = await rowsOf<{ name: string; calls: string; total: number; self: number }>(
    db,
    sql`select funcname as name, calls, total_time as total, self_time as self
        from pg_stat_user_functions`,
  );
  return rows.map((row) => ({
    name: row.name,
    calls: Number(row.calls),
    totalMs: Number(row.total),
    selfMs: Number(row.self),
  }));
}

/** Database time per bet of each function between two readings, biggest self time first. */
export function describeFunctionTimes(
  before: FunctionTime[],
  after: FunctionTime[],
  bets: number,
): string {
  const start = new Map(before.map((entry) => [entry.name, entry]));
  const lines = after
    .map((entry) => {
      const earlier = start.get(entry.name);
      return {
        name: entry.name,
        calls: entry.calls - (earlier?.calls ?? 0),
        totalMs: entry.totalMs - (earlier?.totalMs ?? 0),
        selfMs: entry.selfMs - (earlier?.selfMs ?? 0),
      };
    })
    .filter((entry) => entry.calls > 0)
    .sort((a, b) => b.selfMs - a.selfMs);
  const selfPerBet = lines.reduce((sum, entry) => sum + entry.selfMs, 0) / Math.max(1, bets);
  return (
    renderTable(
      ['function', 'calls per bet', 'total ms per bet', 'self ms per bet'],
      lines.map((entry) => [
        entry.name,
        fixed(entry.calls / Math.max(1, bets), 2),
        fixed(entry.totalMs / Math.max(1, bets), 3),
        fixed(entry.selfMs / Math.max(1, bets), 3),
      ]),
    ) + `plpgsql time per bet (sum of self times): ${fixed(selfPerBet, 3)} ms`
  );
}
