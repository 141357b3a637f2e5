import type { Locator, Page } from 'playwright-core';
import type { LobbyServer } from './lobby-server.ts';

/** Waits until a locator is visible; the error names the test id or selector that never came. */
export async function expectVisible(locator: Locator, timeout?: number): Promise<void> {
  await locator.waitFor({ state: 'visible', ...(timeout ? { timeout } : {}) });
}

/** Waits until a locator is hidden or gone. */
export async function expectHidden(locator: Locator, timeout?: number): Promise<void> {
  await locator.waitFor({ state: 'hidden', ...(timeout ? { timeout } : {}) });
}

/** Accepts the first-visit disclaimer (§4.6), which sits on top of everything until accepted. */
export async function acceptDisclaimer(page: Page): Promise<void> {
  const dialog = page.getByTestId('disclaimer-dialog');
  await expectVisible(dialog);
  await page.getByTestId('disclaimer-accept').click();
  await expectHidden(dialog);
}

/**
 * Closes the announcement popup if one opens after the disclaimer (it does when the seed has
 * items for anonymous visitors); waits for the page's calls to settle before deciding.
 */
export async function closeAnnouncementsIfShown(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  const dialog = page.getByTestId('announcement-dialog');
  // the popup opens after its own fetch and the dialogs before it; give it a moment to appear
  const appeared = await dialog
    .waitFor({ state: 'visible', timeout: 3_000 })
    .then(() => true)
    .catch(() => false);
  if (!appeared) return;
  await page.getByTestId('announcement-close').click();
  await expectHidden(dialog);
}

/** Opens a path as a returning guest would see it: disclaimer accepted, popups closed. */
export async function enterSite(page: Page, pathname = '/'): Promise<void> {
  await page.goto(pathname);
  await acceptDisclaimer(page);
  await closeAnnouncementsIfShown(page);
}

/** Calls the API as the web app does and returns the envelope's value; throws on a failure. */
export async function fetchApiValue<T>(server: LobbyServer, pathAndQuery: string): Promise<T> {
  const response = await fetch(`${server.baseUrl}${pathAndQuery}`);
  const body = (await response.json().catch(() => null)) as {
    success?: boolean;
    value?: T;
  } | null;
  if (!response.ok || !body?.success)
    throw new Error(`GET ${pathAndQuery} answered ${response.status}: ${JSON.stringify(body)}`);
  return body.value as T;
}
