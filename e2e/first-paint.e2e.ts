import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeJourney } from './support/journey.ts';

type Box = { x: number; y: number; width: number; height: number };

/** The box of the first element matching `selector`, or null when it has none or is hidden. */
async function boxOf(page: Page, selector: string): Promise<Box | null> {
  return page.locator(selector).first().boundingBox();
}

function expectSameBox(actual: Box | null, expected: Box | null, what: string): void {
  expect(actual, what).not.toBeNull();
  expect(expected, what).not.toBeNull();
  for (const side of ['x', 'y', 'width', 'height'] as const) {
    expect(Math.abs(actual![side] - expected![side]), `${what} ${side}`).toBeLessThanOrEqual(1);
  }
}

// The server writes the home page's first paint into index.html (platform/first-paint.ts):
// on a phone it must sit exactly where the app then draws its header and first banner, or the
// page would jump when the app takes over. The journey server runs without the dev outbox, whose
// banner would push the app down (the server then writes no first paint at all).
describeJourney(
  'the home page’s first paint',
  (journey) => {
    const phoneWidths = [360, 412, 600, 700];

    it('sits where the app draws its header and first banner, and goes once the app is up', async () => {
      for (const width of phoneWidths) {
        const viewport = { width, height: 800 };
        // the first paint alone: the app's scripts never arrive
        const bare = await (await journey.newContext({ viewport })).newPage();
        await bare.route('**/assets/*.js', (route) => route.abort());
        await bare.goto('/index');
        await bare
          .locator('.first-paint__banner')
          .evaluate((image: HTMLImageElement) => image.decode());
        const bar = await boxOf(bare, '.first-paint__bar');
        const banner = await boxOf(bare, '.first-paint__banner');
        // the app: its first paint is gone once it has drawn its own. Reduced motion keeps the
        // carousel on its first banner: on a loaded machine its first turn (5 s) came before
        // the measure, and the swap to the sliding carousel left no box for a moment
        const app = await (
          await journey.newContext({ viewport, reducedMotion: 'reduce' })
        ).newPage();
        await app.goto('/index');
        await app.locator('.banner-carousel__image').first().waitFor();
        await app.waitForFunction(() => !document.getElementById('first-paint'));
        const header = await boxOf(app, '.site-header');
        expectSameBox(bar, header ? { ...header, x: 0, width } : null, `header at ${width} px`);
        await expect.poll(() => boxOf(app, '.banner-carousel__image')).not.toBeNull();
        expectSameBox(banner, await boxOf(app, '.banner-carousel__image'), `banner at ${width} px`);
      }
    });

    it('is not drawn on a wide screen, nor on pages other than home', async () => {
      const wide = await (
        await journey.newContext({ viewport: { width: 1280, height: 800 } })
      ).newPage();
      await wide.route('**/assets/*.js', (route) => route.abort());
      await wide.goto('/index');
      expect(await wide.locator('#first-paint').count()).toBe(1);
      expect(await wide.locator('#first-paint').isVisible()).toBe(false);

      const phone = await (
        await journey.newContext({ viewport: { width: 360, height: 740 } })
      ).newPage();
      await phone.route('**/assets/*.js', (route) => route.abort());
      await phone.goto('/rng');
      expect(await phone.locator('#first-paint').count()).toBe(0);
    });
  },
  { server: { config: { DEV_OUTBOX: 'false' } } },
);
