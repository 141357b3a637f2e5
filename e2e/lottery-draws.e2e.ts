import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { drawLotteryPaths } from '@lobby/contracts';
import { workedNorth } from '@lobby/game-math';
import { staffHeaders, staffLogin, staffToken } from '../apps/server/test/staff-kit.ts';
import { demoSecondAdmin } from '../apps/server/src/seed/demo-staff.ts';
import { describeJourney, type Journey } from './support/journey.ts';
import { demoLogins } from './support/identity.ts';
import { logInOnPhone } from './support/phone-fit-checks.ts';
import { phoneContext, phoneFitProblems } from './support/phone-fit.ts';
import { enterSite, expectVisible } from './support/site.ts';

/** Types numbers and a point value on the bet slip and places the bet. */
async function bet(page: Page, type: string, numbers: string, point: string, summary: string) {
  await page.getByTestId('draws-type').selectOption(type);
  await page.getByTestId('draws-numbers').fill(numbers);
  await page.getByTestId('draws-point').fill(point);
  await expect.poll(() => page.getByTestId('draws-summary').innerText()).toContain(summary);
  await page.getByTestId('draws-place').click();
  await expectVisible(page.getByTestId('draws-placed'));
}

/**
 * The north draw's cut-off comes now (the lottery job closes it within a second), then one
 * admin enters the worked sheet and a second admin confirms it through the operator API.
 */
async function resultNorthDraw(journey: Journey, issueNo: string): Promise<void> {
  const { app, db } = journey.server;
  await db.execute(
    sql`update lottery_issues set closes_at = now() where issue_no = ${issueNo} and station = 'MB'`,
  );
  const admin = staffHeaders(await staffToken(app, 'admin'));
  const admin2 = staffHeaders((await staffLogin(app, demoSecondAdmin)).token);
  const issuesUrl = drawLotteryPaths.boIssues.replace(':code', 'vn-north');
  const issue = async () =>
    (
      (await app.inject({ method: 'GET', url: issuesUrl, headers: admin })).json() as {
        value: { issues: Array<{ id: number; issueNo: string; state: string }> };
      }
    ).value.issues.find((entry) => entry.issueNo === issueNo)!;
  await expect.poll(async () => (await issue()).state, { timeout: 10_000 }).toBe('closed');
  const id = String((await issue()).id);
  const entered = await app.inject({
    method: 'POST',
    url: drawLotteryPaths.boEnter.replace(':id', id),
    headers: admin,
    payload: { result: workedNorth },
  });
  expect(entered.statusCode, entered.body).toBe(200);
  const confirmed = await app.inject({
    method: 'POST',
    url: drawLotteryPaths.boConfirm.replace(':id', id),
    headers: admin2,
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}

describeJourney(
  'Vietnamese and Thai lotteries',
  (journey) => {
    it('phone: demo bets lô and đề on the north, two operators confirm the result, the bets pay the worked prices; then 3 ตัวบน and โต๊ด on the Thai draw', async () => {
      const context = await journey.newContext(phoneContext);
      const page = await context.newPage();
      await enterSite(page, '/index');
      expect(await logInOnPhone(page, demoLogins.member)).toEqual([]);
      await page.goto('/vnLottery');
      await expectVisible(page.getByTestId('draws-entry')).catch(async (error: unknown) => {
        // what the page shows instead (no open draw, a session refusal) names the failure
        throw new Error(`${String(error)}\n${await page.locator('main').innerText()}`);
      });
      const issueNo = (await page.getByTestId('draws-issue').inputValue()).trim();
      await bet(page, 'lo2', '85', '10', '270.00');
      await bet(page, 'de', '85', '100', '100.00');
      expect(await phoneFitProblems(page, '/vnLottery')).toEqual([]);

      await resultNorthDraw(journey, issueNo);
      const bets = page.getByTestId('draws-bets');
      await expect.poll(() => bets.innerText(), { timeout: 30_000 }).toContain('985.00');
      expect(await bets.innerText()).toContain('9900.00');

      await page.goto('/seaLottery');
      await expectVisible(page.getByTestId('draws-entry'));
      await bet(page, 'top3', '309', '1', '1.00');
      await bet(page, 'tod3', '903', '1', '1.00');
      await expect.poll(() => page.getByTestId('draws-bet').count(), { timeout: 20_000 }).toBe(2);
      expect(await phoneFitProblems(page, '/seaLottery')).toEqual([]);
    }, 120_000);
  },
  // the lottery job schedules, opens and closes the draws (and settles on its tick)
  { server: { config: { JOBS_ENABLED: 'true' } } },
);
