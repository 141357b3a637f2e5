import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import type { Scheduler } from './scheduler.ts';

/**
 * The database's own upkeep when nothing else does it: statistics for the planner and the
 * removal of dead rows (docs/decisions.md, "Issue 12: the planner's statistics").
 *
 * PostgreSQL's autovacuum usually does both. Where it is off (it is on the machines Lobby is
 * built and tested on) and in the embedded PGlite (a single process, no autovacuum at all),
 * no table is ever analyzed: the plans the money functions cache per connection are made for
 * empty tables and stay so. A bet's lookups of its own transaction and round then walked every
 * row of the provider or the member through the wrong index, slower with every bet. And the
 * activity feed's queue, where every row is deleted once consumed, would only grow.
 */
export interface TableUpkeep {
  /** Analyzes the tables that changed enough, vacuums the queue; the tables it touched. */
  runOnce(): Promise<string[]>;
}

/** The scheduler's name of the upkeep job. */
export const tableUpkeepJob = 'table-upkeep';
const upkeepIntervalMs = 30_000;

/** A table is analyzed again once this many rows changed, or a tenth of it, whichever is more. */
const analyzeAfterChanges = 500;
/** The queue is vacuumed once it holds this many dead rows. */
const vacuumAfterDeadRows = 2_000;
/** Tables whose rows are deleted as a matter of course (a queue). */
const queueTables = new Set(['member_activity']);

interface TableCounts {
  relname: string;
  n_live_tup: unknown;
  n_dead_tup: unknown;
  n_mod_since_analyze: unknown;
}

/** Whether this database runs autovacuum itself (PGlite never does). */
async function autovacuumRuns(db: Db, kind: 'pglite' | 'postgres'): Promise<boolean> {
  if (kind === 'pglite') return false;
  const [row] = await rowsOf<{ on: unknown }>(
    db,
    sql`select current_setting('autovacuum') = 'on' as on`,
  );
  return row?.on === true || row?.on === 't';
}

export function createTableUpkeep(options: {
  db: Db;
  kind: 'pglite' | 'postgres';
  scheduler?: Scheduler;
}): TableUpkeep {
  const { db } = options;
  let needed: Promise<boolean> | undefined;

  async function runOnce(): Promise<string[]> {
    needed ??= autovacuumRuns(db, options.kind).then((runs) => !runs);
    if (!(await needed)) return [];
    const tables = await rowsOf<TableCounts>(
      db,
      sql`select relname, n_live_tup, n_dead_tup, n_mod_since_analyze
          from pg_stat_user_tables where schemaname = 'public'`,
    );
    const touched: string[] = [];
    for (const table of tables) {
      const name = table.relname;
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) continue;
      const live = Number(table.n_live_tup);
      const changed = Number(table.n_mod_since_analyze);
      const dead = Number(table.n_dead_tup);
      if (queueTables.has(name) && dead >= vacuumAfterDeadRows) {
        await db.execute(sql.raw(`vacuum (analyze) ${name}`));
        touched.push(name);
      } else if (changed >= Math.max(analyzeAfterChanges, live / 10)) {
        await db.execute(sql.raw(`analyze ${name}`));
        touched.push(name);
      }
    }
    return touched;
  }

  options.scheduler?.every(tableUpkeepJob, upkeepIntervalMs, async () => {
    await runOnce();
  });
  return { runOnce };
}
