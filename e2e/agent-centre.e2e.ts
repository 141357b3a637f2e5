import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { describeJourney } from './support/journey.ts';
import { demoLogins, fillLoginForm, logInFromHeader } from './support/identity.ts';
import {
  acceptDisclaimer,
  closeAnnouncementsIfShown,
  expectHidden,
  expectVisible,
} from './support/site.ts';
import { agentCentrePaths } from './support/web-source.ts';
import { openInApp } from './support/in-app.ts';

/** Logs the demo agent in at /agent (§2.1) and waits for the agent centre's first page. */
async function logInAsAgent(page: Page): Promise<void> {
  await page.goto('/agent');
  await acceptDisclaimer(page);
  await closeAnnouncementsIfShown(page);
  const form = page.getByTestId('agent-landing-page').getByTestId('login-form');
  await fillLoginForm(form, demoLogins.agent);
  await form.getByTestId('login-submit').click();
  await page.waitForURL((url) => url.pathname === '/agentHome/overview', { timeout: 20_000 });
  await closeAnnouncementsIfShown(page);
}

/** Types a daily-salary ladder of three rungs into the open offer dialog and sends it. */
async function offerDailySalary(page: Page): Promise<void> {
  const dialog = page.getByTestId('offer-contract-dialog');
  await expectVisible(dialog);
  await dialog.getByTestId('offer-kind').selectOption('daily_salary');
  const rungs: Array<[string, string]> = [
    ['10000', '10'],
    ['50000', '20'],
    ['100000', '30'],
  ];
  for (const [index, [validBet, rate]] of rungs.entries()) {
    await dialog.getByTestId(`ladder-valid-bet-${index}`).fill(validBet);
    await dialog.getByTestId(`ladder-rate-${index}`).fill(rate);
  }
  await dialog.getByTestId('offer-submit').click();
  await expectHidden(dialog, 20_000);
}

// Issue 13 "Done when": log in at /agent as `agent`, see the team, register a downline, offer it
// a daily-salary contract; log in as that downline and accept it in the contract dialog (§2.4).
describeJourney(
  'agent centre: team, registerCenter, a contract offered and accepted',
  (journey) => {
    it('an agent registers a downline and offers it a daily salary, which the downline accepts', async () => {
      const page = await (await journey.newContext()).newPage();
      await logInAsAgent(page);

      // the team overview: the seeded team is there
      const overview = page.getByTestId('agent-page-agentTeamOverview');
      await expectVisible(overview);
      await expect
        .poll(async () => Number(await page.getByTestId('overview-team-size').innerText()))
        .toBeGreaterThan(0);
      expect(await page.getByTestId('agent-gmt').innerText()).toBe('GMT+07:00');
      const firstTick = await page.getByTestId('agent-clock').innerText();
      await expect.poll(() => page.getByTestId('agent-clock').innerText()).not.toBe(firstTick);

      // registerCenter: a member directly under the agent (sealed call)
      const username = `dl${Date.now().toString(36).slice(-8)}`;
      const password = 'Downline#2026';
      await page.getByTestId('agent-nav-registerCenter').click();
      await page.waitForURL((url) => url.pathname === '/agentHome/register');
      await page.getByTestId('register-center-username').fill(username);
      await page.getByTestId('register-center-password').fill(password);
      await page.getByTestId('register-center-confirm').fill(password);
      await page.getByTestId('register-center-nickname').fill('Journey Downline');
      await page.getByTestId('register-center-submit').click();
      await expect
        .poll(() => page.getByTestId('register-center-done').innerText(), { timeout: 20_000 })
        .toContain(username);

      // downline management: find it, offer a daily salary
      await page.getByTestId('agent-nav-downlineManagmentView').click();
      await page.getByTestId('downline-search').fill(username);
      const row = page.locator(`[data-testid="downline-row"][data-username="${username}"]`);
      // the search asks once typing pauses: the list narrows to the one account
      await expect.poll(() => page.getByTestId('downline-row').count()).toBe(1);
      await expectVisible(row);
      await row.getByTestId('downline-offer').click();
      await offerDailySalary(page);

      // the offer is listed, pending
      await page.getByTestId('agent-nav-agentContracts').click();
      const offered = page.getByTestId('offered-contract').filter({ hasText: username });
      await expectVisible(offered);
      expect(await offered.getAttribute('data-state')).toBe('offered');

      // a reload keeps the page (each page has its own address)
      await page.reload();
      await expectVisible(page.getByTestId('agent-page-agentContracts'));

      await page.getByTestId('agent-logout').click();
      await page.getByTestId('logout-dialog').getByTestId('logout-confirm').click();
      await page.waitForURL((url) => url.pathname === '/index');

      // the downline logs in: after the start-up dialogs, the contract dialog (§2.4)
      await logInFromHeader(page, { username, password });
      const dialog = page.getByTestId('contract-offer-dialog');
      await expectVisible(dialog, 20_000);
      expect(await dialog.getByTestId('contract-terms').innerText()).toContain('Daily salary');
      expect(await dialog.getByTestId('contract-terms-rung').count()).toBe(3);
      expect(await dialog.getByTestId('contract-offer').innerText()).toContain('agent');
      await dialog.getByTestId('contract-accept').click();
      await expectHidden(dialog, 20_000);

      // the member centre's contracts: it runs now
      await page.goto('/member?page=myContracts');
      const state = page.getByTestId('received-contract-state').first();
      await expectVisible(state);
      expect(await state.innerText()).toBe('Running');
    }, 180_000);

    it('the referral link opens the registration with the invitation code filled in', async () => {
      const page = await (await journey.newContext()).newPage();
      await logInAsAgent(page);
      await page.getByTestId('agent-nav-referral').click();
      const code = (await page.getByTestId('referral-code').innerText()).trim();
      // the seed's code, or one made on first ask (8 characters)
      expect(code).toMatch(/^[A-Za-z0-9]{4,20}$/);
      const link = await page.getByTestId('referral-link').innerText();
      expect(link).toContain(`/register?affiliateCode=${code}`);
      await expectVisible(page.getByTestId('referral-qr'));

      const visitor = await (await journey.newContext()).newPage();
      await visitor.goto(`/register?affiliateCode=${code}`);
      await acceptDisclaimer(visitor);
      const field = visitor.getByTestId('register-dialog').getByTestId('register-affiliate-code');
      await expectVisible(field);
      expect(await field.inputValue()).toBe(code);
    }, 120_000);

    it('every page of the agent centre reads well to axe at desktop size', async () => {
      const page = await (await journey.newContext()).newPage();
      await logInAsAgent(page);
      const problems: string[] = [];
      // each page as the agent reaches it from the centre's menu: inside the running app
      for (const path of agentCentrePaths()) {
        await openInApp(page, path);
        await expectHidden(page.getByTestId('page-loader'));
        await expectVisible(page.locator('[data-testid="agent-centre-shown"] > :first-child'));
        problems.push(...(await seriousViolations(page)).map((problem) => `${path}: ${problem}`));
      }
      expect(problems).toEqual([]);
    }, 180_000);
  },
);
