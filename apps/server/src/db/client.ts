import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
/**
 * The Drizzle handle every repository receives; the same type on PGlite and PostgreSQL. It is
 * opened without the schema: Lobby writes its queries with the query builder and `sql`, never
 * the relational `db.query` API, and a handle with the schema builds a relational builder for
 * each of its 200 tables at every transaction (1.5 % of a bet's CPU in `bench:sportsbook`).
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Cheap round trip for /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Wraps an open PGlite instance (tests pass clones of a migrated template). */
export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

/** Opens PostgreSQL when a URL is given, else embedded PGlite persisted in dataDir. */
export async function openDatabase(options: { url?: string; dataDir: string }): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 20 });
    // an idle client losing its connection (server restart, dropped test database) must not
    // crash the process; the pool replaces it on the next query
    pool.on('error', (error) => {
      console.error(`PostgreSQL idle client error: ${error.message}`);
    });
    // a connection that dies while checked out (server restart, pg_terminate_backend) fails
    // its query; without a listener its 'error' event would also kill the process
    pool.on('connect', (client) => {
      client.on('error', (error) => {
        console.error(`PostgreSQL connection error: ${error.message}`);
      });
    });
    const db = drizzlePg(pool, { casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  const dir = path.resolve(options.dataDir, 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir);
  return fromPglite(client);
}
