import { fork } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import { seedDemo } from '../../apps/server/src/seed/seed.ts';
import { freeLoopbackPort } from '../../apps/server/test/free-port-kit.ts';

export interface TargetServer {
  baseUrl: string;
  /** What the server runs on, for the report. */
  description: string;
  close(): Promise<void>;
}

async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/**
 * Lobby as `npm start` builds it (real config, brand cache on, logs silent), on a migrated and
 * seeded PGlite in a temporary DATA_DIR, or on DATABASE_URL when it is set (the demo brand is
 * added there only when the database has no brand yet).
 */
export async function startLobby(
  databaseUrl: string | undefined,
  extraConfig: Record<string, string> = {},
): Promise<TargetServer> {
  const lobby = await startLobbyApp(databaseUrl, extraConfig);
  return {
    baseUrl: `http://127.0.0.1:${lobby.port}`,
    description: lobby.description,
    close: lobby.close,
  };
}

/** Lobby as `startLobby` runs it, with its app and database at hand (the socket bench). */
export async function startLobbyApp(
  databaseUrl: string | undefined,
  extraConfig: Record<string, string> = {},
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    // the batching of provider wallet calls can be set for a comparison (0: each alone)
    ...(process.env.PAM_BATCH_LANES ? { PAM_BATCH_LANES: process.env.PAM_BATCH_LANES } : {}),
    ...extraConfig,
  });
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await runMigrations(database);
  await seedDemo(database.db);
  const app = await buildApp({ config, database });
  const baseUrl = await listenOnLoopback(app);
  return {
    app,
    db: database.db,
    port: Number(new URL(baseUrl).port),
    description:
      `Lobby on ${database.kind === 'pglite' ? `PGlite (${dataDir})` : 'PostgreSQL'}` +
      ` (PAM_BATCH_LANES ${config.PAM_BATCH_LANES})`,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A bare Fastify answering one JSON route: the ceiling this machine and runner reach. */
export async function startHelloWorld(): Promise<TargetServer> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  const baseUrl = await listenOnLoopback(app);
  return { baseUrl, description: 'Fastify hello world', close: () => app.close() };
}

/**
 * Lobby as `npm start` runs it, in a process of its own (`apps/server/src/main.ts`) on an
 * already migrated and seeded PostgreSQL database: a server whose event loop the load
 * generator does not share, as players' phones do not. `config` sets e.g. JOBS_ENABLED, so
 * one instance can serve the bets while another runs the scheduled jobs.
 */
export async function startLobbyProcess(
  databaseUrl: string,
  config: Record<string, string> = {},
): Promise<TargetServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-bench-'));
  const port = await freeLoopbackPort();
  const child = fork(path.resolve(import.meta.dirname, '../../apps/server/src/main.ts'), {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      ...config,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = once(child, 'exit');
  const baseUrl = `http://127.0.0.1:${port}`;
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (const started = Date.now(); ;) {
      if (child.exitCode !== null) throw new Error(`the Lobby process exited (${child.exitCode})`);
      const ready = await fetch(`${baseUrl}/readyz`).then(
        (answer) => answer.ok,
        () => false,
      );
      if (ready) break;
      if (Date.now() - started > 60_000) throw new Error('the Lobby process did not start in 60 s');
      await sleep(200);
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { baseUrl, description: 'Lobby on PostgreSQL (a process of its own)', close };
}
