import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, Db } from '../../apps/server/src/db/client.ts';
import * as schema from '../../apps/server/src/db/schema/index.ts';

/** A database made for one bench run, dropped at the end. */
export interface ScratchDatabase {
  name: string;
  url: string;
  /** Host, port and user of the URL, for command-line tools such as pgbench. */
  connection: { host: string; port: string; user: string; password: string };
  drop(): Promise<void>;
}

/** Only loopback servers: this runner never loads a database beyond this machine. */
function assertLoopback(url: URL): void {
  const host = url.hostname;
  if (host !== '127.0.0.1' && host !== 'localhost' && host !== '[::1]' && host !== '::1')
    throw new Error(`refusing to load a non-loopback database: ${url.host}`);
}

/** Creates the database `name` on the server of `adminUrl` (replacing a leftover of that name). */
export async function createScratchDatabase(
  adminUrl: string,
  name: string,
): Promise<ScratchDatabase> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  const admin = new URL(adminUrl);
  assertLoopback(admin);
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`drop database if exists ${name} with (force)`);
  await run(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    connection: {
      host: url.hostname,
      port: url.port || '5432',
      user: decodeURIComponent(url.username || 'postgres'),
      password: decodeURIComponent(url.password),
    },
    drop: () => run(`drop database if exists ${name} with (force)`),
  };
}

/**
 * Opens PostgreSQL with a pool of `poolSize` connections (the app's own pool stops at 20;
 * the bench needs one per client). Same Drizzle setup as `openDatabase`.
 */
export function openPooledDatabase(url: string, poolSize: number): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // a connection dropped by the server must fail its query, not the whole process
  pool.on('error', (error) => console.error(`bench pool: ${error.message}`));
  pool.on('connect', (client) => {
    client.on('error', (error) => console.error(`bench connection: ${error.message}`));
  });
  const db = drizzle(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

/**
 * Counts the statements every pg client sends from now on (the Drizzle driver sends each
 * statement, BEGIN and COMMIT included, as one `query` call: one round trip).
 */
export function countRoundTrips(): { read(): number; stop(): void } {
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  let count = 0;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    count += 1;
    return original.apply(this, args);
  };
  return {
    read: () => count,
    stop: () => {
      prototype.query = original;
    },
  };
}
