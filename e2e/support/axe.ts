import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from 'playwright-core';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe-core's browser build, read once per worker and evaluated once per document. */
const axeSource = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact?: string | null;
  nodes: AxeNode[];
}

/**
 * Runs axe in one frame's document (injected there unless it is already), violations only,
 * without looking into child frames (each frame is run on its own).
 */
async function violationsIn(frame: Frame, include: string | undefined): Promise<AxeViolation[]> {
  const present = await frame.evaluate(() => 'axe' in window).catch(() => false);
  if (!present) await frame.evaluate(axeSource);
  return frame.evaluate(
    async ({ selector, tags }) => {
      const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
        .axe;
      const context = selector ? { include: [selector] } : document;
      const options = {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
        iframes: false,
      };
      const results = (await axe.run(context, options)) as { violations: AxeViolation[] };
      return results.violations.map(({ id, impact, nodes }) => ({
        id,
        impact,
        nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
      }));
    },
    { selector: include ?? null, tags: wcagTags },
  );
}

/** Whether a child frame's element lies inside `include` of the top document (or no scope). */
async function frameInScope(frame: Frame, include: string | undefined): Promise<boolean> {
  if (!include) return true;
  const element = await frame.frameElement().catch(() => null);
  if (!element) return false;
  return element.evaluate(
    (node, selector) => node instanceof Element && node.closest(selector) !== null,
    include,
  );
}

/**
 * Axe's violations of impact serious or critical, one readable line per element (rule and why);
 * `include` limits the run to one part of the page (a CSS selector), which is much faster.
 *
 * axe runs in the page directly, frame by frame, rather than through @axe-core/playwright's
 * AxeBuilder: the builder injects axe into every frame on every call and finishes each run in
 * a new blank page, 0.8 s a check here against 0.3 s (docs/decisions.md "Session 9").
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const violations = await violationsIn(page.mainFrame(), include);
  for (const frame of page.frames()) {
    if (frame === page.mainFrame() || frame.isDetached()) continue;
    if (!frame.url().startsWith(new URL(page.url()).origin)) continue;
    if (await frameInScope(frame, include))
      violations.push(...(await violationsIn(frame, undefined).catch(() => [])));
  }
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.slice(0, 5).map((node) => {
        const why = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim();
        return `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${why}`;
      }),
    );
}
