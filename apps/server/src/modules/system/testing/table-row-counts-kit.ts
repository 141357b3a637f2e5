import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';

/** Both drivers (PGlite, node-postgres) answer `execute` with a `rows` array. */
async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Row count of every table in the public schema (migration bookkeeping aside), for tests
 * that prove a refused request or a repeated seed wrote nothing.
 */
export async function tableRowCounts(db: Db): Promise<Record<string, number>> {
  const tables = await rowsOf<{ table_name: string }>(
    db,
    sql`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
    order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    const [row] = await rowsOf<{ count: number }>(
      db,
      sql`select count(*)::int as count from ${sql.identifier(table)}`,
    );
    counts[table] = Number(row?.count ?? 0);
  }
  return counts;
}
