import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';

/**
 * The row count of every table of the database, for "the refused call changed nothing":
 * compare the counts before and after with `toEqual`.
 */
export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const tables = (await db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: { name: string }[] };
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const result = (await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(name)}`,
    )) as unknown as { rows: { n: number }[] };
    counts[name] = result.rows[0]!.n;
  }
  return counts;
}
