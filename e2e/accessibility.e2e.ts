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
