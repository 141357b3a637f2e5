import { expect, it } from 'vitest';
import { describeJourney } from './support/journey.ts';
import { enterSite, expectVisible } from './support/site.ts';

// A demo server (the dev outbox open, as in tests and `npm start` without NODE_ENV) says so.
describeJourney('dev outbox banner', (journey) => {
  it('shows above the header on a 360 px phone without widening the page', async () => {
    const context = await journey.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await enterSite(page, '/');
    const banner = page.getByTestId('dev-outbox-banner');
    await expectVisible(banner);
    expect(await banner.textContent()).toContain('/dev/outbox');
    const box = await banner.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    const header = await page.locator('.site-header').first().boundingBox();
    expect(box!.y).toBeLessThan(header!.y);
    const widest = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(widest).toBeLessThanOrEqual(360);
  });
});
