// `npm run screenshot -w @lobby/e2e`: the README's picture of the home page (docs/screenshot-home.png),
// taken from the real server on a fresh in-memory database with the demo brand, after
// `npm run build`. The visitor has accepted the disclaimer and closed the popups.
import path from 'node:path';
import { enterSite, expectVisible } from '../support/site.ts';
import { withScreenshotServer } from './screenshot-server.ts';

const outputFile = path.resolve(import.meta.dirname, '../../docs/screenshot-home.png');

await withScreenshotServer(async (browser, baseURL) => {
  const context = await browser.newContext({
    baseURL,
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
});
