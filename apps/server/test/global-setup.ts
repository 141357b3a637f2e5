import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromPglite, openDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding a migrated PGlite data directory, loaded by each test file. */
    pgliteTemplateFile: string;
    /** Name of a migrated PostgreSQL template database, when TEST_DATABASE_URL is set. */
    postgresTemplate: string;
  }
}

/**
 * Migrates one database per test run (PGlite, or PostgreSQL when TEST_DATABASE_URL is set);
 * every test file then starts from a copy of it, which costs about a second instead of a migration.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `lobby_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${template}`;
    const database = await openDatabase({ url: templateUrl.toString(), dataDir: '' });
    await runMigrations(database);
    await database.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplateFile', '');
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }
  const client = await PGlite.create();
  const database = fromPglite(client);
  await runMigrations(database);
  const dump = await client.dumpDataDir('none');
  await database.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-test-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplateFile', file);
  project.provide('postgresTemplate', '');
  return async () => {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  };
}
