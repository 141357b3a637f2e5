import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Axe's violations of impact serious or critical, one readable line per element (rule and why);
 * `include` limits the run to one part of the page (a CSS selector), which is much faster.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(wcagTags);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.slice(0, 5).map((node) => {
        const why = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim();
        return `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${why}`;
      }),
    );
}
