import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  apiPaths,
  sportsbookPaths,
  type SportsFixtureView,
  type SportsMarketKind,
} from '@lobby/contracts';
import { staffHeaders, staffToken } from '../apps/server/test/staff-kit.ts';
import { gameFrame } from './support/games-journey.ts';
import { describeJourney, type Journey } from './support/journey.ts';
import { demoLogins } from './support/identity.ts';
import { logInOnPhone } from './support/phone-fit-checks.ts';
import { phoneContext, phoneFitProblems } from './support/phone-fit.ts';
import { enterSite, expectVisible, fetchApiValue } from './support/site.ts';

const at = (template: string, id: number) => template.replace(':id', String(id));

/** The operator's calls of the trading API (staff admin of the demo brand). */
async function operator(journey: Journey) {
  const { app } = journey.server;
  const headers = staffHeaders(await staffToken(app, 'admin'));
  const call = async (method: 'POST' | 'PUT', url: string, payload: object) => {
    const response = await app.inject({ method, url, headers, payload });
    expect(response.statusCode, response.body).toBe(200);
  };
  return {
    result: (fixtureId: number, home: number, away: number) =>
      call('POST', at(sportsbookPaths.boResult, fixtureId), {
        home,
        away,
        halfHome: 0,
        halfAway: 0,
      }),
    odds: (selectionId: number, odds: number) =>
      call('PUT', at(sportsbookPaths.boOdds, selectionId), { odds }),
  };
}

const fixturesOf = async (journey: Journey, view: string) =>
  (
    await fetchApiValue<{ fixtures: SportsFixtureView[] }>(
      journey.server,
      `${sportsbookPaths.fixtures}?sport=football&view=${view}`,
    )
  ).fixtures;

function pick(fixture: SportsFixtureView, kind: SportsMarketKind, code: string) {
  const market = fixture.markets.find((one) => one.kind === kind && one.period === 'match')!;
  return market.selections.find((one) => one.code === code)!;
}

/** The member's balance through the API with the page's own login token. */
async function balance(journey: Journey, page: Page): Promise<number> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const response = await fetch(`${journey.server.baseUrl}${apiPaths.walletBalance}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return Number(((await response.json()) as { value: { balance: string } }).value.balance);
}

/** Opens the phone's bottom sheet, types the stake(s), places, and waits for the receipt. */
async function placeFromSlip(page: Page, fill: () => Promise<void>, receipts: number) {
  const toggle = page.getByTestId('sb-slip-toggle');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await fill();
  await page.getByTestId('sb-place').click();
  await expect
    .poll(() => page.getByTestId('sb-receipt').count(), { timeout: 15_000 })
    .toBe(receipts);
}

async function phoneMember(journey: Journey, path: string): Promise<Page> {
  const context = await journey.newContext(phoneContext);
  const page = await context.newPage();
  await enterSite(page, '/index');
  expect(await logInOnPhone(page, demoLogins.member)).toEqual([]);
  await page.goto(path);
  await expectVisible(page.getByTestId('sportsbook-page'));
  return page;
}

describeJourney(
  'the sportsbook on a phone: slip, betting record, cash-out, settlement',
  (journey) => {
    it('demo bets a handicap single and a 3-leg parlay, cashes one out, the results settle the rest', async () => {
      const [a, b, c] = await fixturesOf(journey, 'today');
      const single = pick(a!, 'handicap', 'home');
      const legs = [
        pick(a!, 'match_1x2', 'home'),
        pick(b!, 'match_1x2', 'home'),
        pick(c!, 'over_under', 'over'),
      ];
      const page = await phoneMember(journey, '/sports?sport=football&tab=today');
      const before = await balance(journey, page);

      await page.getByTestId(`sb-price-${single.id}`).click();
      await expect.poll(() => page.getByTestId('sb-slip-count').innerText()).toBe('1');
      await placeFromSlip(page, () => page.getByTestId(`sb-stake-${single.id}`).fill('100'), 1);
      // the open sheet covers the page: its own controls must be in reach
      const sheet = '[data-testid="sb-slip"]';
      expect(await phoneFitProblems(page, '/sports (slip)', { reach: sheet })).toEqual([]);
      await page.getByTestId('sb-slip-toggle').click();

      // two legs from the list, the third from the last fixture's own page: the slip keeps
      // its legs while the book's address changes
      for (const leg of legs.slice(0, 2)) await page.getByTestId(`sb-price-${leg.id}`).click();
      // the tab keeps the picks through a reload (the receipts are this visit's: the single's
      // goes, so the parlay's is then the one receipt)
      await expect.poll(() => page.getByTestId('sb-slip-count').innerText()).toBe('2');
      await page.reload();
      await expectVisible(page.getByTestId('sportsbook-page'));
      await expect.poll(() => page.getByTestId('sb-slip-count').innerText()).toBe('2');
      await page.getByTestId(`sb-fixture-${c!.id}`).locator('.sb-fixture__more').click();
      await expect.poll(() => new URL(page.url()).searchParams.get('fixture')).toBe(String(c!.id));
      await page.getByTestId(`sb-price-${legs[2]!.id}`).click();
      await expect.poll(() => page.getByTestId('sb-slip-count').innerText()).toBe('3');
      await placeFromSlip(
        page,
        async () => {
          await page.getByTestId('sb-mode-parlay').click();
          await page.getByTestId('sb-combo-stake').fill('50');
        },
        1,
      );
      await page.getByTestId('sb-slip-toggle').click();

      // the betting record: cash the single out at its quote
      await page.getByTestId('sb-tab-bets').click();
      const openBets = page.locator('[data-testid^="sb-bet-"][data-state="open"]');
      await expect.poll(() => openBets.count(), { timeout: 10_000 }).toBe(2);
      const singleCard = openBets.filter({ hasText: 'Single' });
      const singleId = Number(
        (await singleCard.getAttribute('data-testid'))!.replace('sb-bet-', ''),
      );
      await page.getByTestId(`sb-cashout-${singleId}`).click();
      const confirm = page.getByTestId(`sb-cashout-confirm-${singleId}`);
      const cashOut = Number((await confirm.innerText()).replace(/[^\d.]/g, ''));
      expect(cashOut).toBeGreaterThan(0);
      await confirm.click();
      await expect.poll(() => openBets.count(), { timeout: 10_000 }).toBe(1);
      expect(await phoneFitProblems(page, '/sports?tab=bets')).toEqual([]);

      // the operator's results: every parlay leg wins
      const ops = await operator(journey);
      await ops.result(a!.id, 2, 0);
      await ops.result(b!.id, 1, 0);
      await ops.result(c!.id, 2, 1);
      const parlayReturn =
        Math.floor(50 * 100 * legs.reduce((product, leg) => product * (leg.odds / 1000), 1)) / 100;
      await page.getByTestId('sb-record-settled').click();
      const settled = page.locator('[data-testid^="sb-bet-"][data-state="settled"]');
      await expect.poll(() => settled.count(), { timeout: 20_000 }).toBe(1);
      expect(
        Number(
          (await settled.locator('[data-testid^="sb-bet-return-"]').innerText()).replace(
            /[^\d.]/g,
            '',
          ),
        ),
      ).toBeCloseTo(parlayReturn, 2);
      await expectVisible(page.locator('[data-testid^="sb-bet-"][data-state="cashed_out"]'));
      await expect
        .poll(() => balance(journey, page), { timeout: 10_000 })
        .toBeCloseTo(before - 100 + cashOut - 50 + parlayReturn, 2);

      // the brand's outside sportsbooks sit under the book and open through the game platform
      await page.goto('/sports');
      await page.getByTestId('sb-other-book-KCK').click();
      await page.waitForURL(
        (url) => url.pathname === '/seamless' && url.searchParams.get('vassalage') === 'KCK',
      );
      const lobby = gameFrame(page).getByTestId('sandbox-game');
      await expectVisible(lobby, 20_000);
      expect(await lobby.innerText()).toContain('sportsbook');
    }, 120_000);

    it('a live bet: a changed price is refused by "reject" and a raised one taken by "accept higher"', async () => {
      const [live] = await fixturesOf(journey, 'live');
      const selection = pick(live!, 'match_1x2', 'home');
      const page = await phoneMember(
        journey,
        `/sports?sport=football&tab=live&fixture=${live!.id}`,
      );
      await expectVisible(page.getByTestId('sb-live-score'));
      await expectVisible(page.getByTestId('sb-simulated'));
      const ops = await operator(journey);

      await page.getByTestId(`sb-price-${selection.id}`).click();
      await page.getByTestId('sb-slip-toggle').click();
      await page.getByTestId('sb-settings').locator('summary').click();
      await page.getByTestId('sb-odds-change').selectOption('reject');
      await expectVisible(page.getByTestId('sb-settings-saved'));
      await page.getByTestId(`sb-stake-${selection.id}`).fill('20');
      await ops.odds(selection.id, selection.odds + 100);
      await page.getByTestId('sb-place').click();
      await expect
        .poll(() => page.getByTestId('sb-slip-error').innerText(), { timeout: 10_000 })
        .toContain('The odds have changed');

      // the slip took the price now; the operator raises it again and "accept higher" takes it
      await page.getByTestId('sb-odds-change').selectOption('accept_higher');
      await expectVisible(page.getByTestId('sb-settings-saved'));
      await ops.odds(selection.id, selection.odds + 200);
      await page.getByTestId('sb-place').click();
      const receipt = page.getByTestId('sb-receipt');
      await expect
        .poll(() => receipt.getAttribute('data-state'), { timeout: 10_000 })
        .toBe('pending');
      await expect.poll(() => receipt.getAttribute('data-state'), { timeout: 20_000 }).toBe('open');
    }, 90_000);
  },
);
