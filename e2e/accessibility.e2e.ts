import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeJourney } from './support/journey.ts';
import { enterSite, expectVisible } from './support/site.ts';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Violations of impact serious or critical, one readable line per element (rule and why). */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.slice(0, 5).map((node) => {
        const why = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim();
        return `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${why}`;
      }),
    );
}

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
