import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { demoLogins, fillLoginForm, openLoginDialog } from './support/identity.ts';
import { describeJourney } from './support/journey.ts';
import { phoneContext, phoneFitProblems, savePhoneShot } from './support/phone-fit.ts';
import { routePlans, visitsOf } from './support/phone-plan.ts';
import {
  acceptDisclaimer,
  announcementPopupComes,
  expectHidden,
  expectVisible,
} from './support/site.ts';
import { modalNames, routeTablePaths } from './support/web-source.ts';

/** The dialog of each modal-store name, by its test id (plus the game popup, not in the store). */
const dialogTestIds: Record<string, string> = {
  disclaimer: 'disclaimer-dialog',
  announcement: 'announcement-dialog',
  notice: 'notice-dialog',
  help: 'help-dialog',
  login: 'login-dialog',
  register: 'register-dialog',
  forgotPassword: 'forgot-password-dialog',
  changePassword: 'change-password-dialog',
  resetPassword: 'reset-password-dialog',
  logout: 'logout-dialog',
  realAccountNeeded: 'real-account-dialog',
  contractOffer: 'contract-offer-dialog',
};

/** Everything found wrong, per role; each test expects its own list to be empty. */
type Problems = string[];

/** The dialogs this run opened, checked and closed (the last test compares with the store). */
const checkedDialogs = new Set<string>();

/** Waits until the page's calls settle and no lazy area is still loading. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expectHidden(page.getByTestId('page-loader'));
}

/**
 * Checks the open dialog of `testId` (fits, reachable, axe), then closes it with its close
 * control (the × in its header) and waits until it is gone. `ready` waits for its content
 * (by default: the page's calls settle).
 */
async function checkAndCloseDialog(
  page: Page,
  testId: string,
  problems: Problems,
  ready: () => Promise<void> = () => settle(page),
): Promise<void> {
  const dialog = page.getByTestId(testId);
  await expectVisible(dialog);
  await ready();
  // the page behind is hidden from assistive technology while a dialog is open: axe reads the dialog
  const axe = `[data-testid="${testId}"]`;
  problems.push(...(await phoneFitProblems(page, `dialog ${testId}`, { axe })));
  checkedDialogs.add(testId);
  await dialog.locator('.ui-dialog__close').first().click();
  await expectHidden(dialog);
}

/** After a login the announcements pop up (once per session): checked and closed. */
async function checkAnnouncementPopup(page: Page, problems: Problems): Promise<void> {
  await checkAndCloseDialog(page, 'announcement-dialog', problems);
}

/** The guests' announcements pop up after the disclaimer when the seed has items for them. */
async function checkAnnouncementPopupIfShown(page: Page, problems: Problems): Promise<void> {
  await settle(page);
  if (await announcementPopupComes(page)) await checkAnnouncementPopup(page, problems);
}

/** Opens the phone's menu drawer from the header's menu button. */
async function openDrawer(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.locator('#side-menu[data-open="true"]').waitFor();
}

/** The drawer: opened from the header, checked, closed with its own close button. */
async function checkDrawer(page: Page, where: string, problems: Problems): Promise<void> {
  await openDrawer(page);
  await page.waitForTimeout(250); // the slide-in transition
  const drawer = '#side-menu';
  problems.push(
    ...(await phoneFitProblems(page, `${where} drawer`, { reach: drawer, axe: drawer })),
  );
  await page.getByRole('button', { name: 'Close menu' }).click();
  await page.locator('#side-menu[data-open="false"]').waitFor({ state: 'attached' });
}

/**
 * Visits each address of a role; a dialog a route opens (/login, /help) is checked and closed.
 * Axe reads each page's main part, and the whole page (the shell with it) on the home page.
 */
async function checkRoutes(page: Page, urls: string[], problems: Problems): Promise<void> {
  for (const url of urls) {
    await page.goto(url);
    await settle(page);
    const opened = page.locator('dialog[open][data-testid], [role="dialog"][data-testid]');
    if ((await opened.count()) > 0) {
      const testId = (await opened.last().getAttribute('data-testid')) ?? '';
      await checkAndCloseDialog(page, testId, problems);
    }
    // the shell (header, bottom bar, footer) is the same on every page: read whole on the home page
    const axe = url === '/index' ? undefined : '#main-content';
    problems.push(...(await phoneFitProblems(page, url, { axe })));
  }
}

/** Logs in through the phone header's login dialog and checks the announcement popup after. */
async function logInOnPhone(page: Page, credentials: { username: string; password: string }) {
  const problems: Problems = [];
  const form = await openLoginDialog(page);
  await fillLoginForm(form, credentials);
  await form.getByTestId('login-submit').click();
  await expectHidden(page.getByTestId('login-dialog'), 20_000);
  await checkAnnouncementPopup(page, problems);
  return problems;
}

/** The agent centre's menu on a phone: the toggle opens it, every entry in reach. */
async function checkAgentCentreMenu(page: Page, problems: Problems): Promise<void> {
  await page.goto('/agentHome/overview');
  await settle(page);
  await savePhoneShot(page, 'agent-centre');
  const toggle = page.getByTestId('agent-nav-toggle');
  await toggle.click();
  await savePhoneShot(page, 'agent-centre-menu');
  expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  problems.push(
    ...(await phoneFitProblems(page, 'agent centre menu', {
      reach: '#agent-nav-list',
      axe: '.agent-nav',
    })),
  );
  await page.getByTestId('agent-nav-downlineManagmentView').click();
  await page.waitForURL((url) => url.pathname === '/agentHome/downlines');
}

/** registerCenter at phone size: a member under the demo agent, for the contract dialog. */
async function registerDownlineOnPhone(page: Page) {
  const downline = { username: `pf${Date.now().toString(36).slice(-8)}`, password: 'Phone#2026a' };
  await page.goto('/agentHome/register');
  await settle(page);
  await page.getByTestId('register-center-username').fill(downline.username);
  await page.getByTestId('register-center-password').fill(downline.password);
  await page.getByTestId('register-center-confirm').fill(downline.password);
  await page.getByTestId('register-center-submit').click();
  await expectVisible(page.getByTestId('register-center-done'), 20_000);
  return downline;
}

/** The offer dialog at phone size (checked before it is filled), then a real-time offer sent. */
async function offerContractOnPhone(page: Page, username: string, problems: Problems) {
  await page.goto('/agentHome/downlines');
  await settle(page);
  await page.getByTestId('downline-search').fill(username);
  const row = page.locator(`[data-testid="downline-row"][data-username="${username}"]`);
  await expect.poll(() => page.getByTestId('downline-row').count()).toBe(1);
  await expectVisible(row);
  await row.getByTestId('downline-offer').click();
  const dialog = page.getByTestId('offer-contract-dialog');
  await expectVisible(dialog);
  await settle(page);
  // the widest ladder: a dividend's rungs have three fields
  await dialog.getByTestId('offer-kind').selectOption('dividend');
  await dialog.getByTestId('ladder-add').click();
  const axe = '[data-testid="offer-contract-dialog"]';
  problems.push(...(await phoneFitProblems(page, 'dialog offer-contract-dialog', { axe })));
  await dialog.getByTestId('offer-kind').selectOption('realtime_salary');
  await dialog.getByTestId('ladder-rate-0').fill('0.5');
  await dialog.getByTestId('offer-submit').click();
  await expectHidden(dialog, 20_000);
}

// Issue 12 (phone first): every route and every dialog at 360 x 740, as guest, member and agent:
// no sideways overflow, every control in reach of a tap, each dialog closable by its close
// control, and no serious or critical axe finding. One context per role, logged in once.
describeJourney('phone first: every route and dialog fits 360 x 740', (journey) => {
  it('covers every route of the route table and every dialog of the modal store', () => {
    const planned = new Set(Object.keys(routePlans));
    expect(routeTablePaths().filter((route) => !planned.has(route))).toEqual([]);
    expect(modalNames().filter((name) => !(name in dialogTestIds))).toEqual([]);
  });

  it('has a favicon, home-screen icons and a web app manifest, outside the JavaScript', async () => {
    const page = await journey.openPage('/index', phoneContext);
    const head = await page.evaluate(() => ({
      icon: document.querySelector('link[rel="icon"]')?.getAttribute('href'),
      apple: document.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href'),
      manifest: document.querySelector('link[rel="manifest"]')?.getAttribute('href'),
      themeColor: document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
    }));
    expect(head).toEqual({
      icon: '/favicon.svg',
      apple: '/apple-touch-icon.png',
      manifest: '/manifest.webmanifest',
      themeColor: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    });
    const served = async (file: string) => {
      const response = await fetch(`${journey.server.baseUrl}${file}`);
      return `${file} ${response.status} ${response.headers.get('content-type')?.split(';')[0]}`;
    };
    const manifestResponse = await fetch(`${journey.server.baseUrl}/manifest.webmanifest`);
    const manifest = (await manifestResponse.json()) as { icons: Array<{ src: string }> };
    const files = ['/favicon.svg', '/apple-touch-icon.png', ...manifest.icons.map((i) => i.src)];
    expect(await Promise.all([...new Set(files)].map(served))).toEqual([
      '/favicon.svg 200 image/svg+xml',
      '/apple-touch-icon.png 200 image/png',
      '/icons/icon-192.png 200 image/png',
      '/icons/icon-512.png 200 image/png',
      '/icons/icon-maskable-512.png 200 image/png',
    ]);
  });

  it('fits a guest', async () => {
    const problems: Problems = [];
    const page = await (await journey.newContext(phoneContext)).newPage();
    await page.goto('/index');
    // the disclaimer has no ×: accepting it is its way out (§4.6)
    await expectVisible(page.getByTestId('disclaimer-dialog'));
    await settle(page);
    const disclaimer = '[data-testid="disclaimer-dialog"]';
    problems.push(
      ...(await phoneFitProblems(page, 'dialog disclaimer-dialog', { axe: disclaimer })),
    );
    checkedDialogs.add('disclaimer-dialog');
    await acceptDisclaimer(page);
    await checkAnnouncementPopupIfShown(page, problems);
    await savePhoneShot(page, 'guest-home');

    await page.getByTestId('header-register-button').click();
    await checkAndCloseDialog(page, 'register-dialog', problems);
    await page.getByTestId('header-login-button').click();
    await page.getByTestId('login-forgot').click();
    await checkAndCloseDialog(page, 'forgot-password-dialog', problems);
    await page.goto('/index?resetToken=phone-check');
    await checkAndCloseDialog(page, 'reset-password-dialog', problems);
    await checkDrawer(page, 'guest', problems);
    await checkRoutes(page, visitsOf('guest'), problems);

    // a trial account meets the register prompt at the bottom bar's deposit (§4.8)
    await page.goto('/index');
    await settle(page);
    await (await openLoginDialog(page)).getByTestId('trial-button').click();
    await expectHidden(page.getByTestId('login-dialog'), 20_000);
    await checkAnnouncementPopupIfShown(page, problems);
    await page.getByTestId('bottom-bar-deposit').click();
    await checkAndCloseDialog(page, 'real-account-dialog', problems);
    expect(problems).toEqual([]);
  }, 240_000);

  it('fits a member', async () => {
    const page = await (await journey.newContext(phoneContext)).newPage();
    await page.goto('/index');
    await acceptDisclaimer(page);
    // the guests' popup was checked as the guest's
    await checkAnnouncementPopupIfShown(page, []);
    const problems = await logInOnPhone(page, demoLogins.member);
    await savePhoneShot(page, 'member-home');

    await checkDrawer(page, 'member', problems);
    await openDrawer(page);
    await page
      .getByTestId('side-member-section')
      .getByRole('button', { name: 'Announcements' })
      .click();
    await checkAndCloseDialog(page, 'notice-dialog', problems);
    await openDrawer(page);
    await page.getByTestId('side-menu-logout').click();
    await checkAndCloseDialog(page, 'logout-dialog', problems);

    await checkRoutes(page, visitsOf('member'), problems);
    await page.goto('/member?page=securityCenter');
    await settle(page);
    await savePhoneShot(page, 'member-centre');
    await page.getByTestId('security-change-password').click();
    await checkAndCloseDialog(page, 'change-password-dialog', problems);
    for (const wallet of ['depositv2', 'withdraw', 'transferFund']) {
      await page.goto(`/member?page=${wallet}`);
      await settle(page);
      await savePhoneShot(page, `wallet-${wallet}`);
    }

    // a game from a list opens full screen, its × (the way back) in reach
    await page.goto('/rng');
    await settle(page);
    await page.getByTestId('game-start-button').first().click();
    const game = page.getByTestId('game-popup');
    // a running game keeps the network busy: it is ready when its reels show in the frame
    const gameShown = () =>
      expectVisible(
        page.frameLocator('[data-testid="game-frame"]').getByTestId('slot-grid'),
        20_000,
      );
    await gameShown();
    await savePhoneShot(page, 'game');
    const box = await game.boundingBox();
    expect(box && [box.x, box.y, box.width, box.height]).toEqual([0, 0, 360, 740]);
    await checkAndCloseDialog(page, 'game-popup', problems, gameShown);
    expect(problems).toEqual([]);
  }, 240_000);

  it('fits the demo agent', async () => {
    const page = await (await journey.newContext(phoneContext)).newPage();
    await page.goto('/agent');
    await acceptDisclaimer(page);
    await checkAnnouncementPopupIfShown(page, []);
    const form = page.getByTestId('agent-landing-page').getByTestId('login-form');
    await fillLoginForm(form, demoLogins.agent);
    await form.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname.startsWith('/agentHome'), { timeout: 20_000 });
    const problems: Problems = [];
    await checkAnnouncementPopup(page, problems);
    // every page of the agent centre (its table), the member centre, the home page
    await checkRoutes(page, visitsOf('agent'), problems);
    await checkAgentCentreMenu(page, problems);
    const downline = await registerDownlineOnPhone(page);
    await offerContractOnPhone(page, downline.username, problems);
    await page.goto('/index');
    await settle(page);
    await checkDrawer(page, 'agent', problems);
    expect(await page.getByTestId('side-menu-agent').count()).toBe(1);

    // the downline meets the contract dialog (§2.4) after its log-in's start-up dialogs
    await openDrawer(page);
    await page.getByTestId('side-menu-logout').click();
    await page.getByTestId('logout-dialog').getByTestId('logout-confirm').click();
    await page.waitForURL((url) => url.pathname === '/index');
    await settle(page);
    const login = await openLoginDialog(page);
    await fillLoginForm(login, downline);
    await login.getByTestId('login-submit').click();
    await expectHidden(page.getByTestId('login-dialog'), 20_000);
    // the members' popup was closed in this session already (by the agent)
    await checkAnnouncementPopupIfShown(page, problems);
    await checkAndCloseDialog(page, 'contract-offer-dialog', problems);
    expect(problems).toEqual([]);
  }, 300_000);

  it('opened and closed every dialog of the modal store', () => {
    const missing = modalNames().filter((name) => !checkedDialogs.has(dialogTestIds[name] ?? ''));
    expect(missing).toEqual([]);
  });
});
