import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { sql } from 'drizzle-orm';
import { fromPglite, openDatabase, type Database, type Db } from '../src/db/client.ts';
import { rowsOf } from '../src/db/rows.ts';

/**
 * A fresh, migrated database for one test file: a copy of the run's template, on PGlite or on
 * PostgreSQL (TEST_DATABASE_URL). Close it in afterAll; a PostgreSQL copy is dropped on close.
 */
export async function createTestDatabase(): Promise<Database> {
  const postgresTemplate = inject('postgresTemplate');
  const url = process.env.TEST_DATABASE_URL;
  if (postgresTemplate && url) {
    const name = `lobby_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${postgresTemplate}`);
    const copyUrl = new URL(url);
    copyUrl.pathname = `/${name}`;
    const database = await openDatabase({ url: copyUrl.toString(), dataDir: '' });
    return {
      ...database,
      async close() {
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const file = inject('pgliteTemplateFile');
  const client = await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(file)]) });
  return fromPglite(client);
}

/**
 * Another session on a test database on PostgreSQL (TEST_DATABASE_URL), connected: for what
 * another process holds meanwhile, such as a lock. End it before the database closes.
 */
export async function connectAnotherSession(db: Db): Promise<pg.Client> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('another session needs PostgreSQL (TEST_DATABASE_URL)');
  const [row] = await rowsOf<{ name: string }>(db, sql`select current_database() as name`);
  const sessionUrl = new URL(url);
  sessionUrl.pathname = `/${row!.name}`;
  const client = new pg.Client({ connectionString: sessionUrl.toString() });
  await client.connect();
  return client;
}
