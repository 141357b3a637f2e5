import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../db/rows.ts';
import type { Database } from '../db/client.ts';
import { createTestDatabase } from '../../test/database-kit.ts';
import { createTableUpkeep } from './table-upkeep.ts';

describe('table upkeep where the database keeps no statistics itself', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.close());

  const autovacuumOn = async () =>
    database.kind === 'postgres' &&
    (
      await rowsOf<{ on: unknown }>(
        database.db,
        sql`select current_setting('autovacuum') = 'on' as on`,
      )
    )[0]?.on === true;

  it('analyzes a table that changed, and then leaves it alone', async () => {
    const upkeep = createTableUpkeep({ db: database.db, kind: database.kind });
    await database.db.execute(sql`
      insert into job_leases (name) select 'upkeep-test-' || g from generate_series(1, 2000) g`);
    if (await autovacuumOn()) {
      // the database does it: the job stays out of its way
      expect(await upkeep.runOnce()).toEqual([]);
      return;
    }
    // the statistics' counters arrive when the inserting session reports them (within a second)
    await vi.waitFor(async () => expect(await upkeep.runOnce()).toContain('job_leases'), {
      timeout: 5_000,
      interval: 250,
    });
    const [row] = await rowsOf<{ tuples: unknown }>(
      database.db,
      sql`select reltuples as tuples from pg_class where relname = 'job_leases'`,
    );
    expect(Number(row!.tuples)).toBeGreaterThanOrEqual(2000);
    expect(await upkeep.runOnce()).not.toContain('job_leases');
  });
});
