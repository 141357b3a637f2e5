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
  // the app's first screen on a fresh server: slower than later steps on a loaded machine
  await expectVisible(dialog, 30_000);
  await page.getByTestId('disclaimer-accept').click();
  await expectHidden(dialog);
}

/** Where the page's start-up sequence stands (<html data-startup>, set by the modal host). */
type StartupStage = 'disclaimer' | 'pending' | 'popup' | 'clear';

/** Waits until the start-up sequence reaches one of the stages, and says which. */
async function startupStage(page: Page, awaited: readonly StartupStage[]): Promise<StartupStage> {
  const handle = await page.waitForFunction((stages) => {
    const stage = document.documentElement.dataset.startup;
    return stage && (stages as readonly string[]).includes(stage) ? stage : null;
  }, awaited);
  return (await handle.jsonValue()) as StartupStage;
}

/** Whether the start-up sequence, once decided, opens the announcement popup. */
export async function announcementPopupComes(page: Page): Promise<boolean> {
  return (await startupStage(page, ['popup', 'clear'])) === 'popup';
}

/**
 * Closes the announcement popup if the start-up sequence opens one (it does when the seed has
 * items for the visitor's login state). Waits for the page to say it has decided, not for a
 * guessed time: a modal left open makes the rest of the page inert, and a form filled behind
 * it silently keeps its old values.
 */
export async function closeAnnouncementsIfShown(page: Page): Promise<void> {
  if (!(await announcementPopupComes(page))) return;
  const dialog = page.getByTestId('announcement-dialog');
  await expectVisible(dialog);
  await page.getByTestId('announcement-close').click();
  await expectHidden(dialog);
}

/**
 * Clears whatever the start-up sequence puts up: the disclaimer (a new tab has its own
 * session, so it asks again) and then the announcement popup.
 */
export async function settleStartup(page: Page): Promise<void> {
  const stage = await startupStage(page, ['disclaimer', 'popup', 'clear']);
  if (stage === 'disclaimer') await acceptDisclaimer(page);
  await closeAnnouncementsIfShown(page);
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
