import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { lotteryIssueJob } from '../apps/server/src/modules/lottery/index.ts';
import { describeJourney } from './support/journey.ts';
import { demoLogins } from './support/identity.ts';
import { logInOnPhone } from './support/phone-fit-checks.ts';
import { phoneContext, phoneFitProblems } from './support/phone-fit.ts';
import { enterSite, expectVisible } from './support/site.ts';

/**
 * The lottery's clock runs 5× on this test server (config LOTTERY_CLOCK_SPEED, refused outside
 * NODE_ENV=test; docs/lottery.md "Web pages"): 5D's 60 s issues open, close, draw and settle
 * every 12 s, so the journey sees real draws in seconds (at 10× a loaded machine could not
 * pick ten numbers and place before the 6 s issue's cut-off). The server's other jobs stay off (they
 * would only load the machine); the journey runs the lottery's own job every half second, as
 * the scheduler would every second.
 */
const clockSpeed = '5';

const balanceOf = async (page: Page) =>
  Number((await page.getByTestId('lottery-balance').innerText()).replace(/[^\d.]/g, ''));

const statesOf = (page: Page) =>
  page
    .getByTestId('lottery-my-bet')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-state')).sort());

describeJourney(
  'fast lottery: a 5D chase that stops on a win, verified',
  (journey) => {
    let ticker: ReturnType<typeof setInterval> | undefined;
    beforeAll(() => {
      ticker = setInterval(() => {
        void journey.server.app.jobs.runNow(lotteryIssueJob).catch(() => {});
      }, 500);
    });
    afterAll(() => clearInterval(ticker));

    it('phone: demo chases 5D over three draws, the win stops it, the rest is refunded, the draw verifies', async () => {
      const context = await journey.newContext(phoneContext);
      const page = await context.newPage();
      await enterSite(page, '/index');
      expect(await logInOnPhone(page, demoLogins.member)).toEqual([]);
      await page.goto('/lottery?gameCode=5d');
      await expectVisible(page.getByTestId('lottery-board'));
      await expectVisible(page.getByTestId('lottery-balance'));
      const before = await balanceOf(page);

      // every digit of the first position: ten lines, exactly one wins each draw
      for (let digit = 0; digit <= 9; digit += 1) {
        await page.getByTestId(`lottery-number-${digit}`).click();
      }
      await page.getByTestId('lottery-chase').check();
      await page.getByTestId('lottery-chase-issues').fill('3');
      expect(await page.getByTestId('lottery-stop-on-win').isChecked()).toBe(true);
      // 10 lines × 1.00 × 3 draws
      expect(await page.getByTestId('lottery-cost').innerText()).toContain('30.00');
      expect(await phoneFitProblems(page, '/lottery (chase)')).toEqual([]);
      // between one issue's cut-off and the next one's opening there is no issue to bet on: on
      // a loaded machine the next one can take longer than a click waits
      await expect
        .poll(() => page.getByTestId('lottery-place').isEnabled(), { timeout: 30_000 })
        .toBe(true);
      await page.getByTestId('lottery-place').click();
      await expectVisible(page.getByRole('status').filter({ hasText: 'Chase order placed.' }));

      // the first draw wins (9.80 back), the chase stops and its two later bets are refunded
      await expect
        .poll(() => statesOf(page), { timeout: 45_000 })
        .toEqual(['refunded', 'refunded', 'won']);
      await expect.poll(() => balanceOf(page), { timeout: 15_000 }).toBeCloseTo(before - 0.2, 2);

      // the won draw, recomputed in the browser with the server's draw code
      await page.getByTestId('lottery-my-bet-verify').click();
      await expectVisible(page.getByTestId('lottery-verify-outcome'));
      await expect
        .poll(() => page.getByTestId('lottery-verify-result-match').getAttribute('data-match'))
        .toBe('true');
      expect(await page.getByTestId('lottery-verify-hash-match').getAttribute('data-match')).toBe(
        'true',
      );
      expect(await phoneFitProblems(page, '/verify (lottery)')).toEqual([]);
    }, 90_000);
  },
  { server: { config: { LOTTERY_CLOCK_SPEED: clockSpeed } } },
);
