import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { closeAnnouncementsIfShown, expectHidden, expectVisible } from './site.ts';

/** The demo logins (apps/server/src/db/seed/demo-accounts.ts). */
export const demoLogins = {
  member: { username: 'demo', password: 'Lotus#2026' },
  agent: { username: 'agent', password: 'Lotus#2026' },
  weakDefault: { username: 'newbie', password: 'Lobby@123' },
} as const;

export interface Credentials {
  username: string;
  password: string;
}

/**
 * The disclaimer checkbox of a login or register form: the form's last checkbox (it follows
 * remember-me; it has no test id of its own).
 */
export function disclaimerCheckbox(form: Locator): Locator {
  return form.getByRole('checkbox').last();
}

/** Opens the login dialog from the guest header and returns its form. */
export async function openLoginDialog(page: Page): Promise<Locator> {
  await page.getByTestId('header-login-button').click();
  const dialog = page.getByTestId('login-dialog');
  await expectVisible(dialog);
  return dialog.getByTestId('login-form');
}

/** Types the credentials into a login form and ticks the disclaimer. */
export async function fillLoginForm(form: Locator, credentials: Credentials): Promise<void> {
  await form.getByTestId('login-username').fill(credentials.username);
  await form.getByTestId('login-password').fill(credentials.password);
  await disclaimerCheckbox(form).check();
}

/** The logged-in header: deposit, avatar and the member menu, no guest buttons. */
export async function expectMemberHeader(page: Page): Promise<void> {
  await expectVisible(page.getByTestId('header-avatar'));
  await expectVisible(page.getByTestId('member-menu-button'));
  await expectHidden(page.getByTestId('header-login-button'));
}

/** The guest header: the login and register buttons. */
export async function expectGuestHeader(page: Page): Promise<void> {
  await expectVisible(page.getByTestId('header-login-button'));
  await expectVisible(page.getByTestId('header-register-button'));
  await expectHidden(page.getByTestId('member-menu-button'));
}

/**
 * After submitting a login: the dialog closes, the logged-in header shows, and an announcement
 * popup that opened meanwhile (it waits while the login dialog is open) is closed.
 */
export async function expectLoggedIn(page: Page): Promise<void> {
  await expectHidden(page.getByTestId('login-dialog'), 20_000);
  await expectMemberHeader(page);
  await closeAnnouncementsIfShown(page);
}

/** Logs in through the header's login dialog (no remember-me change) and waits for the header. */
export async function logInFromHeader(page: Page, credentials: Credentials): Promise<void> {
  const form = await openLoginDialog(page);
  await fillLoginForm(form, credentials);
  await form.getByTestId('login-submit').click();
  await expectLoggedIn(page);
}

/** Signs out through the member menu and the 'in_sure_logout' confirmation; lands on /index. */
export async function logOutFromMenu(page: Page): Promise<void> {
  await page.getByTestId('member-menu-button').click();
  await page.getByTestId('member-menu-logout').click();
  const dialog = page.getByTestId('logout-dialog');
  await expectVisible(dialog);
  await dialog.getByTestId('logout-confirm').click();
  await expectHidden(dialog);
  await page.waitForURL((url) => url.pathname === '/index');
  await expectGuestHeader(page);
}

/** Submits a login form and returns the refusal it shows. */
export async function submitExpectingRefusal(form: Locator): Promise<string> {
  await form.getByTestId('login-submit').click();
  const error = form.getByTestId('login-error');
  await expectVisible(error, 20_000);
  return (await error.innerText()).trim();
}

/** The web app's languages. */
export type Language = 'en' | 'th' | 'tl';

/**
 * A text of the web app's translation files (apps/web/src/locales/<language>/<namespace>.json)
 * by its dotted key, so a journey can assert the shown text in each language.
 */
export function webText(language: Language, namespace: string, key: string): string {
  const file = path.resolve(
    import.meta.dirname,
    `../../apps/web/src/locales/${language}/${namespace}.json`,
  );
  let value: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  for (const part of key.split('.')) value = (value as Record<string, unknown>)[part];
  if (typeof value !== 'string') throw new Error(`no text ${language}/${namespace}:${key}`);
  return value;
}

/** Switches the visible language selector to `language`. */
export async function chooseLanguage(page: Page, language: Language): Promise<void> {
  await page.getByTestId('language-select').filter({ visible: true }).selectOption(language);
}
