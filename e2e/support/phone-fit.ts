import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { seriousViolations } from './axe.ts';

/** The phone the site is designed for first: 360 x 740 CSS pixels, touch. */
export const phoneContext = {
  viewport: { width: 360, height: 740 },
  hasTouch: true,
  // a phone's browser widens the layout viewport to fit an overflowing page, which would hide
  // the overflow from the check; the fixed 360 px viewport shows it
  isMobile: false,
} as const;

/** Where the phone screenshots go (git-ignored build artefacts). */
export const phoneShotsDir = path.resolve(import.meta.dirname, '../../test-results/phone');

/**
 * The controls of the topmost dialog (or of the page when none is open) that a thumb cannot
 * use: each is focused and scrolled into view (centred, inline too, so rows that scroll sideways count)
 * and must then lie inside the screen and be what a tap at its centre hits. Hidden controls
 * (display, visibility, a closed drawer) and visually hidden ones (1 px) are left out.
 */
async function unreachableControls(page: Page, scopeSelector: string | null): Promise<string[]> {
  return page.evaluate(async (selector) => {
    const controls =
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [tabindex]:not([tabindex="-1"])';
    // a modal <dialog> has the dialog role without the attribute; the last opened is on top
    const dialogs = Array.from(
      document.querySelectorAll('dialog[open], [role="dialog"], [role="alertdialog"]'),
    );
    const scope = selector
      ? document.querySelector(selector)
      : (dialogs[dialogs.length - 1] ?? document.body);
    if (!scope) return [`no ${selector}`];
    const describe = (element: Element) => {
      const name =
        element.getAttribute('aria-label') ??
        element.getAttribute('data-testid') ??
        (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${element.tagName.toLowerCase()}> "${name}"`;
    };
    const problems: string[] = [];
    const scrollBefore = [window.scrollX, window.scrollY];
    for (const element of Array.from(scope.querySelectorAll<HTMLElement>(controls))) {
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      const first = element.getBoundingClientRect();
      if (first.width <= 2 || first.height <= 2) continue;
      // a keyboard user reaches it the same way: focused (which shows a skip link and stops a
      // ticker), then scrolled to
      element.focus({ preventScroll: true });
      element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      let box = element.getBoundingClientRect();
      const isClipped = () => box.left < -1 || box.right > window.innerWidth + 1;
      // a carousel slides a focused slide in with an animation: measured again while it moves
      for (let wait = 0; isClipped() && wait < 5; wait++) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        box = element.getBoundingClientRect();
      }
      // a carousel's slide out of view is reached through the carousel's own controls (its
      // arrows and dots, checked like any control), not by scrolling (WAI carousel pattern)
      if (isClipped() && element.closest('[role="group"][aria-roledescription]')) continue;
      if (isClipped()) {
        problems.push(
          `${describe(element)} is clipped (x ${Math.round(box.left)}–${Math.round(box.right)})`,
        );
        continue;
      }
      if (box.bottom <= 0 || box.top >= window.innerHeight) {
        problems.push(`${describe(element)} cannot be scrolled into view`);
        continue;
      }
      const x = Math.min(Math.max(box.left + box.width / 2, 1), window.innerWidth - 1);
      const y = Math.min(Math.max(box.top + box.height / 2, 1), window.innerHeight - 1);
      const hit = document.elementFromPoint(x, y);
      const label = hit?.closest('label');
      const reached =
        hit !== null &&
        (element.contains(hit) ||
          hit.contains(element) ||
          (label !== null &&
            label !== undefined &&
            Array.from((element as HTMLInputElement).labels ?? []).includes(label)));
      if (!reached)
        problems.push(`${describe(element)} is covered by ${hit ? describe(hit) : 'nothing'}`);
    }
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(scrollBefore[0] ?? 0, scrollBefore[1] ?? 0);
    return problems;
  }, scopeSelector);
}

/** How far the page is wider than the screen (0 when it fits). */
async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** What one check looks at: a part of the page (the open drawer, a dialog, the page's main). */
export interface FitScope {
  /** The part whose controls must be in reach; by default the topmost dialog or the page. */
  reach?: string;
  /** The part axe reads; by default the whole page (the shell with it). */
  axe?: string;
}

/**
 * Everything wrong with what is on screen now, each line prefixed by `where`: horizontal
 * overflow, controls out of reach, and axe's serious or critical findings.
 */
export async function phoneFitProblems(
  page: Page,
  where: string,
  scope: FitScope = {},
): Promise<string[]> {
  const overflow = await horizontalOverflow(page);
  const problems = overflow > 0 ? [`${overflow}px wider than the screen`] : [];
  problems.push(...(await unreachableControls(page, scope.reach ?? null)));
  problems.push(...(await seriousViolations(page, scope.axe)));
  return problems.map((problem) => `${where}: ${problem}`);
}

/** Saves a screenshot of the screen as it is to test-results/phone/<name>.png and says where. */
export async function savePhoneShot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(phoneShotsDir, { recursive: true });
  const file = path.join(phoneShotsDir, `${name}.png`);
  await page.screenshot({ path: file });
  console.warn(`phone screenshot: ${path.relative(process.cwd(), file)}`);
}
