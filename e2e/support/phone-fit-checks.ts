import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { fillLoginForm, openLoginDialog } from './identity.ts';
import { phoneFitProblems, savePhoneShot } from './phone-fit.ts';
import { openInApp } from './in-app.ts';
import { announcementPopupComes, expectHidden, expectVisible } from './site.ts';

// The checks of the phone-fit journeys (issue 12, phone first): e2e/phone-fit-*.e2e.ts, one
// file per role (the guest's and the member's in two), so that they run side by side.

/** The phone-fit journey files. */
export type PhoneFitFile = 'guest' | 'guest-routes' | 'member' | 'member-routes' | 'agent';

/**
 * Which file opens, checks and closes each dialog (by test id). Every dialog of the modal store
 * has a file here (phone-fit-guest checks that), and each file checks its own share.
 */
export const dialogPlan: Record<string, PhoneFitFile> = {
  'disclaimer-dialog': 'guest',
  'help-dialog': 'guest-routes',
  'login-dialog': 'guest-routes',
  'register-dialog': 'guest',
  'forgot-password-dialog': 'guest',
  'reset-password-dialog': 'guest',
  'real-account-dialog': 'guest',
  'announcement-dialog': 'member',
  'notice-dialog': 'member',
  'change-password-dialog': 'member',
  'logout-dialog': 'member',
  'game-popup': 'member',
  'chat-dialog': 'member',
  'offer-contract-dialog': 'agent',
  'contract-offer-dialog': 'agent',
};

/** The dialog of each modal-store name, by its test id (plus the game popup, not in the store). */
export const dialogTestIds: Record<string, string> = {
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
  chat: 'chat-dialog',
};

/** Everything found wrong, per role; each test expects its own list to be empty. */
export type Problems = string[];

/**
 * The dialogs the running file opened, checked and closed. A worker runs one file at a time and
 * keeps this module loaded, so each file empties it first (`startDialogLog`) and compares it
 * with its share of `dialogPlan` at its end.
 */
const checkedDialogs = new Set<string>();

/** Empties the log of checked dialogs; call in the file's first test. */
export function startDialogLog(): void {
  checkedDialogs.clear();
}

/** Logs a dialog checked by the test itself (one that closes otherwise than by its ×). */
export function noteDialogChecked(testId: string): void {
  checkedDialogs.add(testId);
}

/** The dialogs of `file`'s share of the plan that the file has not checked (yet). */
export function dialogsLeft(file: PhoneFitFile): string[] {
  return Object.entries(dialogPlan)
    .filter(([, planned]) => planned === file)
    .map(([testId]) => testId)
    .filter((testId) => !checkedDialogs.has(testId));
}

/** Waits until the page's calls settle and no lazy area is still loading. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expectHidden(page.getByTestId('page-loader'));
}

/**
 * Checks the open dialog of `testId` (fits, reachable, axe), then closes it with its close
 * control (the × in its header) and waits until it is gone. `ready` waits for its content
 * (by default: the page's calls settle).
 */
export async function checkAndCloseDialog(
  page: Page,
  testId: string,
  problems: Problems,
  ready: () => Promise<void> = () => settle(page),
): Promise<void> {
  const dialog = page.getByTestId(testId);
  await expectVisible(dialog);
  await ready();
  // the dialog fades and rises in (180 ms): axe reads colours as they are on screen, so a
  // busy machine could catch them half blended
  await dialog.evaluate((element) =>
    Promise.all(
      element
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // the page behind is hidden from assistive technology while a dialog is open: axe reads the dialog
  const axe = `[data-testid="${testId}"]`;
  problems.push(...(await phoneFitProblems(page, `dialog ${testId}`, { axe })));
  checkedDialogs.add(testId);
  await dialog.locator('.ui-dialog__close').first().click();
  await expectHidden(dialog);
}

/** After a login the announcements pop up (once per session): checked and closed. */
export async function checkAnnouncementPopup(page: Page, problems: Problems): Promise<void> {
  await checkAndCloseDialog(page, 'announcement-dialog', problems);
}

/** The guests' announcements pop up after the disclaimer when the seed has items for them. */
export async function checkAnnouncementPopupIfShown(page: Page, problems: Problems): Promise<void> {
  await settle(page);
  if (await announcementPopupComes(page)) await checkAnnouncementPopup(page, problems);
}

/** Opens the phone's menu drawer from the header's menu button. */
export async function openDrawer(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.locator('#side-menu[data-open="true"]').waitFor();
}

/** The drawer: opened from the header, checked, closed with its own close button. */
export async function checkDrawer(page: Page, where: string, problems: Problems): Promise<void> {
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
 * Reach and axe read each page's main part, and the whole page (the shell with it) on the home
 * page. The server must answer each address with the app (a direct visit); the browser then
 * goes there inside the running app, as a visitor moving around the site does: a load of the
 * whole app per address cost the phone journeys about a second of both cores each.
 */
export async function checkRoutes(page: Page, urls: string[], problems: Problems): Promise<void> {
  for (const url of urls) {
    const answer = await page.request.get(url);
    expect(answer.status(), url).toBe(200);
    expect(await answer.text(), url).toContain('id="root"');
    await openInApp(page, url);
    await expectHidden(page.getByTestId('page-loader')).catch((error: unknown) => {
      throw new Error(`${url}: still loading (${String(error)})`);
    });
    const opened = page.locator('dialog[open][data-testid], [role="dialog"][data-testid]');
    if ((await opened.count()) > 0) {
      const testId = (await opened.last().getAttribute('data-testid')) ?? '';
      await checkAndCloseDialog(page, testId, problems);
    }
    // the shell (header, bottom bar, footer) is the same on every page: read whole (reach and
    // axe) on the home page, and each other page's own part; the overflow is always the page's
    const hasShell = (await page.locator('#main-content').count()) > 0;
    const part = url !== '/index' && hasShell ? '#main-content' : undefined;
    problems.push(...(await phoneFitProblems(page, url, { axe: part, reach: part })));
  }
}

/** Logs in through the phone header's login dialog and checks the announcement popup after. */
export async function logInOnPhone(
  page: Page,
  credentials: { username: string; password: string },
) {
  const problems: Problems = [];
  const form = await openLoginDialog(page);
  await fillLoginForm(form, credentials);
  await form.getByTestId('login-submit').click();
  await expectHidden(page.getByTestId('login-dialog'), 20_000);
  await checkAnnouncementPopup(page, problems);
  return problems;
}

/** The agent centre's menu on a phone: the toggle opens it, every entry in reach. */
export async function checkAgentCentreMenu(page: Page, problems: Problems): Promise<void> {
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
export async function registerDownlineOnPhone(page: Page) {
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
export async function offerContractOnPhone(page: Page, username: string, problems: Problems) {
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
  checkedDialogs.add('offer-contract-dialog');
  await dialog.getByTestId('offer-kind').selectOption('realtime_salary');
  await dialog.getByTestId('ladder-rate-0').fill('0.5');
  await dialog.getByTestId('offer-submit').click();
  await expectHidden(dialog, 20_000);
}
