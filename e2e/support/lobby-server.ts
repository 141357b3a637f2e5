import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { testConfig, type Config } from '../../apps/server/src/config.ts';
import type { Database, Db } from '../../apps/server/src/db/client.ts';
import { merchants } from '../../apps/server/src/db/schema/index.ts';
import { seedDemo } from '../../apps/server/src/seed/seed.ts';
import { createTestDatabase } from '../../apps/server/test/database-kit.ts';
import { freeLoopbackPort } from '../../apps/server/test/free-port-kit.ts';

/** The built web app `npm run build` leaves behind; test-all builds it before the journeys. */
export const webDistDir = path.resolve(import.meta.dirname, '../../apps/web/dist');

/** The demo brand's code (apps/server/src/db/seed/demo-merchant.ts). */
export const demoMerchantCode = 'lotus';

export type MerchantChanges = Partial<typeof merchants.$inferInsert>;

export interface LobbyServer {
  /** `http://127.0.0.1:<port>`, the host the demo brand answers on. */
  baseUrl: string;
  app: FastifyInstance;
  database: Database;
  /** Direct database access for arranging a journey (status flags, blocked countries). */
  db: Db;
  /** Changes the demo brand's row, e.g. `{ isMaintenance: true }`. */
  updateDemoMerchant(changes: MerchantChanges): Promise<void>;
  close(): Promise<void>;
}

export interface LobbyServerOptions {
  /**
   * Configuration over the test defaults, e.g. `{ JOBS_ENABLED: 'true' }` so the scheduled jobs
   * (the shared game tables' rounds) run as in production.
   */
  config?: Partial<Record<keyof Config, string>>;
}

/**
 * The real server in this process on 127.0.0.1 and a random port: a fresh migrated copy of the
 * run's template database (PGlite, or PostgreSQL with TEST_DATABASE_URL) seeded with the demo
 * brand, serving (a copy of) the built web app. 127.0.0.1 is a trusted proxy, so a journey can send
 * X-Forwarded-For to appear from another country; the brand cache is off, so a change made
 * through `db` shows on the next request.
 */
export async function startLobbyServer(options: LobbyServerOptions = {}): Promise<LobbyServer> {
  // serve a copy of the build: a rebuild during the run (`npm run build` in another terminal)
  // empties apps/web/dist for a moment, and a journey would see a 404 instead of the app
  const webCopyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-e2e-web-'));
  fs.cpSync(webDistDir, webCopyDir, { recursive: true });
  const database = await createTestDatabase();
  let app: FastifyInstance | undefined;
  // uploads (deposit proofs) land here, not in the repository's ./data
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-e2e-data-'));
  const removeWebCopy = () => {
    fs.rmSync(webCopyDir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await seedDemo(database.db);
    // the port is chosen before the app is built: PUBLIC_URL must name it, because the sandbox
    // gateway calls back to PUBLIC_URL over real HTTP, as a real gateway would
    const port = await freeLoopbackPort();
    app = await buildApp({
      config: testConfig({
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        WEB_DIST_DIR: webCopyDir,
        TRUSTED_PROXIES: '127.0.0.1',
        CACHE_TTL_MS: '0',
        ...options.config,
      }),
      database,
    });
    await app.listen({ host: '127.0.0.1', port });
  } catch (error) {
    await app?.close();
    await database.close();
    removeWebCopy();
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  const running = app;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    app: running,
    database,
    db: database.db,
    async updateDemoMerchant(changes) {
      await database.db.update(merchants).set(changes).where(eq(merchants.code, demoMerchantCode));
    },
    async close() {
      await running.close();
      await database.close();
      removeWebCopy();
    },
  };
}
