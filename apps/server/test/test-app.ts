import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { testConfig, type Config } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { seedDemo } from '../src/db/seed/seed.ts';
import type { GeoIpLookup } from '../src/platform/geoip.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** A real app on a fresh database copy, optionally seeded with the demo brand. */
export async function createTestApp(
  options: {
    seed?: boolean;
    config?: Partial<Record<keyof Config, string>>;
    geoIp?: GeoIpLookup;
  } = {},
): Promise<TestContext> {
  const database = await createTestDatabase();
  if (options.seed ?? true) await seedDemo(database.db);
  const app = await buildApp({
    config: testConfig({ WEB_DIST_DIR: '/nonexistent-web-dist', ...options.config }),
    database,
    ...(options.geoIp ? { geoIp: options.geoIp } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
