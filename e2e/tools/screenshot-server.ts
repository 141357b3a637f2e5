import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import type { Browser } from 'playwright-core';
import { buildApp } from '../../apps/server/src/app.ts';
import { testConfig } from '../../apps/server/src/config.ts';
import { fromPglite } from '../../apps/server/src/db/client.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import { seedDemo } from '../../apps/server/src/seed/seed.ts';
import { findChromiumPath, launchChromium } from '../support/chromium.ts';
import { webDistDir } from '../support/lobby-server.ts';

/**
 * What the screenshot tools stand on: the real server on a fresh in-memory database with the
 * demo brand, serving the build (`npm run build` first) on a free loopback port, and a
 * Chromium. `take` gets both; everything is closed after it, whatever happens.
 */
export async function withScreenshotServer(
  take: (browser: Browser, baseURL: string) => Promise<void>,
): Promise<void> {
  const chromiumPath = await findChromiumPath();
  if (!chromiumPath) throw new Error('no Chromium: install it or set CHROMIUM_PATH');
  const database = fromPglite(await PGlite.create());
  await runMigrations(database);
  await seedDemo(database.db);
  const app = await buildApp({
    config: testConfig({ WEB_DIST_DIR: webDistDir, HOST: '127.0.0.1', PORT: '0' }),
    database,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const browser = await launchChromium(chromiumPath);
  try {
    const { port } = app.server.address() as AddressInfo;
    await take(browser, `http://127.0.0.1:${port}`);
  } finally {
    await browser.close();
    await app.close();
    await database.close();
  }
}
