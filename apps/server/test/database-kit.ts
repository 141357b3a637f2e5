import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { fromPglite, openDatabase, type Database } from '../src/db/client.ts';

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
