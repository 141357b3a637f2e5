import { expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { describeJourney } from './support/journey.ts';
import { enterSite, expectVisible } from './support/site.ts';

// Accessible: dialogs, menus and tabs keyboard-operable with proper roles (architecture.md).
describeJourney('accessibility', (journey) => {
  it('the home page has no serious or critical axe violations', async () => {
    const page = await (await journey.newContext()).newPage();
    await enterSite(page, '/');
    await expectVisible(page.getByTestId('home-page'));
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('the first visit, with the disclaimer open, has none either', async () => {
    const page = await journey.openPage('/');
    await expectVisible(page.getByTestId('disclaimer-dialog'));
    expect(await page.getByRole('dialog').count()).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

// the check itself (support/axe.ts runs axe frame by frame): it must see what it is for
describeJourney('the axe check', (journey) => {
  it('finds violations in the page, in the scope only when scoped, and inside a frame', async () => {
    const page = await (await journey.newContext()).newPage();
    await page.route(/\/axe-probe(\/frame)?$/, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: route.request().url().endsWith('/frame')
          ? '<html lang="en"><title>frame</title><input type="text"></html>'
          : '<html lang="en"><title>probe</title><main id="scope"><img src="a.png">' +
            '<iframe title="game" src="/axe-probe/frame"></iframe></main><img src="b.png"></html>',
      }),
    );
    await page.goto('/axe-probe');
    await page.frameLocator('iframe').locator('input').waitFor();
    const rules = (lines: string[]) => lines.map((line) => line.replace(/:.*$/, '')).sort();
    expect(rules(await seriousViolations(page))).toEqual([
      'image-alt (critical) at img[src="a.png"]',
      'image-alt (critical) at img[src="b.png"]',
      'label (critical) at input',
    ]);
    expect(rules(await seriousViolations(page, '#scope'))).toEqual([
      'image-alt (critical) at img[src="a.png"]',
      'label (critical) at input',
    ]);
  });
});
