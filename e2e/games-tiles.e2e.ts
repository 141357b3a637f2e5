import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeJourney } from './support/journey.ts';
import { enterSite, expectVisible } from './support/site.ts';
import { fairNonce, gameCard, gameFrame, liveTimeout } from './support/games-journey.ts';

const viewports = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
];
const languages = ['en', 'th', 'tl'] as const;

/** The actions of every game card whose label is cut or pokes out of its card. */
function clippedActions(page: Page) {
  return page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLElement>(
        '[data-testid="game-start-button"], [data-testid="game-trial-button"]',
      ),
    )
      .filter((button) => {
        const card = button.closest('[data-testid="game-card"]')!.getBoundingClientRect();
        const box = button.getBoundingClientRect();
        return (
          button.scrollWidth > button.clientWidth ||
          box.left < card.left - 0.5 ||
          box.right > card.right + 0.5
        );
      })
      .map(
        (button) => `${button.closest('article')?.getAttribute('aria-label')}: ${button.innerText}`,
      ),
  );
}

/** How many cards stand in the first row of the grid. */
function firstRowColumns(page: Page) {
  return page.evaluate(() => {
    const tops = Array.from(document.querySelectorAll('[data-testid="game-card"]')).map(
      (card) => card.getBoundingClientRect().top,
    );
    return tops.filter((top) => Math.abs(top - (tops[0] ?? 0)) < 1).length;
  });
}

// Issue 12: the tiles look like a product's: each action label is whole at every grid width
// and language, and every picture is drawn art that loads at a size fixed before it arrives.
describeJourney('games: the tiles', (journey) => {
  it('shows “Try free” and “Play” whole on a 360 px phone and in the desktop grid, in every language', async () => {
    const problems: string[] = [];
    const columns: Record<string, number> = {};
    for (const viewport of viewports) {
      for (const language of languages) {
        const context = await journey.newContext({ viewport });
        await context.addInitScript((lang) => localStorage.setItem('lang', lang), language);
        const page = await context.newPage();
        await enterSite(page, '/rng');
        await expectVisible(page.getByTestId('game-trial-button').first());
        columns[`${viewport.width}`] = await firstRowColumns(page);
        problems.push(
          ...(await clippedActions(page)).map((cut) => `${viewport.width} ${language} ${cut}`),
        );
        await context.close();
      }
    }
    expect(problems).toEqual([]);
    // the desktop list is the five-column grid where the label used to be cut
    expect(columns['1280']).toBeGreaterThanOrEqual(5);
    expect(columns['360']).toBe(2);
    // every language in two layouts: 27 s alone on a slow 2-core machine, over 60 s beside
    // other journeys
  }, 120_000);

  it('draws every game and vendor picture: sized before load, never the fallback', async () => {
    const page = await journey.openPage('/');
    await enterSite(page, '/rng');
    await expectVisible(page.getByTestId('game-card').first());
    await page.waitForLoadState('networkidle');
    const pictures = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLImageElement>('[data-testid="game-card"] img')).map(
        (image) => ({
          src: image.getAttribute('src') ?? '',
          sized: image.getAttribute('width') !== null && image.getAttribute('height') !== null,
          inView: image.getBoundingClientRect().top < window.innerHeight,
          loaded: image.complete && image.naturalWidth > 0,
        }),
      ),
    );
    expect(pictures.length).toBeGreaterThan(10);
    expect(pictures.filter((picture) => !picture.sized)).toEqual([]);
    expect(pictures.filter((picture) => picture.src.includes('default-game'))).toEqual([]);
    expect(pictures.filter((picture) => picture.inView && !picture.loaded)).toEqual([]);
    // the pictures are files the browser fetches, not code in the first load
    expect(pictures.every((picture) => picture.src.endsWith('.svg'))).toBe(true);
  });

  it('spins reels of drawn symbols: every cell a loaded picture, no emoji or letters as text', async () => {
    const page = await (
      await journey.newContext({ viewport: { width: 360, height: 740 } })
    ).newPage();
    await enterSite(page, '/index');
    await gameCard(page, 'jade-dragon').getByTestId('game-trial-button').click();
    const frame = gameFrame(page);
    // the reels at rest already show drawn symbols; these are the ones a spin drew
    const nonce = await fairNonce(frame);
    await frame.getByTestId('slot-spin').click();
    await expect.poll(() => fairNonce(frame), liveTimeout).toBe(nonce + 1);
    const cells = frame.locator('[data-testid^="slot-cell-"]');
    await expect
      .poll(() =>
        cells.evaluateAll((all) => all.filter((cell) => cell.querySelector('img')).length),
      )
      .toBe(15);
    await expect
      .poll(() =>
        cells.evaluateAll((all) =>
          all.every((cell) => {
            const image = cell.querySelector('img');
            return image !== null && image.complete && image.naturalWidth > 0;
          }),
        ),
      )
      .toBe(true);
    const sources = await cells.evaluateAll((all) =>
      all.map((cell) => cell.querySelector('img')?.getAttribute('src') ?? ''),
    );
    expect(sources.every((src) => src.startsWith('/art/slots/jade-dragon/'))).toBe(true);
    const texts = await cells.evaluateAll((all) => all.map((cell) => cell.textContent));
    expect(texts.every((text) => text === '')).toBe(true);
    const pageText = await frame.locator('body').innerText();
    expect(pageText.match(/\p{Extended_Pictographic}/gu)).toBeNull();
  });
});
