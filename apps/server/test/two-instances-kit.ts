import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { seedDemo } from '../src/seed/seed.ts';

export interface TwoInstances {
  /** The scratch database both instances share. */
  url: string;
  database: Database;
  first: FastifyInstance;
  second: FastifyInstance;
  /** Closes both instances and the database, then drops it. */
  close(): Promise<void>;
}

/**
 * Two app instances on one scratch PostgreSQL database (a copy of the run's migrated template,
 * seeded with the demo), as behind a load balancer or a reverse proxy: each has its own event
 * bus on the database (LISTEN/NOTIFY), exactly as in production.
 */
export async function openTwoInstances(postgresUrl: string): Promise<TwoInstances> {
  const name = `lobby_test_${randomBytes(6).toString('hex')}`;
  const runAdmin = async (statement: string) => {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await runAdmin(`create database ${name} template ${inject('postgresTemplate')}`);
  const copy = new URL(postgresUrl);
  copy.pathname = `/${name}`;
  const url = copy.toString();
  const database = await openDatabase({ url, dataDir: '' });
  await seedDemo(database.db);
  const payloadKey = generateKeyPairSync('rsa', { modulusLength: 2048 })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();
  const config = testConfig({
    DATABASE_URL: url,
    WEB_DIST_DIR: '/nonexistent-web-dist',
    PAYLOAD_PRIVATE_KEY: payloadKey,
  });
  const first = await buildApp({ config, database });
  const second = await buildApp({ config, database });
  return {
    url,
    database,
    first,
    second,
    async close() {
      await first.close();
      await second.close();
      await database.close();
      await runAdmin(`drop database if exists ${name} with (force)`);
    },
  };
}
