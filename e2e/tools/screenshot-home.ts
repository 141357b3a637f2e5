// `npm run screenshot -w @lobby/e2e`: the README's picture of the home page (docs/screenshot-home.png),
// taken from the real server on a fresh in-memory database with the demo brand, after
// `npm run build`. The visitor has accepted the disclaimer and closed the popups.
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../../apps/server/src/app.ts';
import { testConfig } from '../../apps/server/src/config.ts';
import { fromPglite } from '../../apps/server/src/db/client.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import { seedDemo } from '../../apps/server/src/seed/seed.ts';
import { findChromiumPath, launchChromium } from '../support/chromium.ts';
import { webDistDir } from '../support/lobby-server.ts';
import { enterSite, expectVisible } from '../support/site.ts';

const outputFile = path.resolve(import.meta.dirname, '../../docs/screenshot-home.png');

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
  const context = await browser.newContext({
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
  });
  const page = await context.newPage();
  await enterSite(page, '/');
  await expectVisible(page.getByTestId('home-page'));
  // let the images of the carousel and game rows arrive before the picture is taken
  await page.waitForLoadState('networkidle');
  // (only those in view: lazy images below the fold never load in a screenshot)
  await page
    .waitForFunction(
      () =>
        Array.from(document.images)
          .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
          .every((image) => image.complete),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => console.warn('some images had not loaded; taking the picture anyway'));
  await page.screenshot({ path: outputFile });
  console.warn(`saved ${path.relative(process.cwd(), outputFile)}`);
} finally {
  await browser.close();
  await app.close();
  await database.close();
}
