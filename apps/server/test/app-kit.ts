import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppClocks } from '../src/app.ts';
import { testConfig, type Config } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { seedDemo } from '../src/seed/seed.ts';
import type { GeoIpLookup } from '../src/platform/geoip.ts';
import type { DrawResultsFeed } from '../src/modules/lottery/index.ts';
import { createTestDatabase } from './database-kit.ts';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

let payloadKey: string | undefined;
/**
 * One payload-encryption key per test process: generating RSA-3072 for every test database
 * costs up to a second and a half each; the key's own tests cover generation.
 */
function testPayloadKey(): string {
  payloadKey ??= generateKeyPairSync('rsa', { modulusLength: 2048 })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();
  return payloadKey;
}

/** A real app on a fresh database copy, optionally seeded with the demo brand. */
export async function createTestApp(
  options: {
    seed?: boolean;
    config?: Partial<Record<keyof Config, string>>;
    geoIp?: GeoIpLookup;
    /** A fake results feed for the official draws (default: manual entry only). */
    drawResultsFeed?: DrawResultsFeed;
    /** Clocks the test holds (tables, lottery, sportsbook); default: the system clock. */
    clocks?: AppClocks;
  } = {},
): Promise<TestContext> {
  const database = await createTestDatabase();
  if (options.seed ?? true) await seedDemo(database.db);
  // uploads land in a folder of this test app, never in the repository's ./data
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-test-data-'));
  const app = await buildApp({
    config: testConfig({
      WEB_DIST_DIR: '/nonexistent-web-dist',
      DATA_DIR: dataDir,
      PAYLOAD_PRIVATE_KEY: testPayloadKey(),
      ...options.config,
    }),
    database,
    ...(options.geoIp ? { geoIp: options.geoIp } : {}),
    ...(options.drawResultsFeed ? { drawResultsFeed: options.drawResultsFeed } : {}),
    ...(options.clocks ? { clocks: options.clocks } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
