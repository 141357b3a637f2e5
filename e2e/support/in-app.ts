import type { Page, Request } from 'playwright-core';

/** How long the page must make no request to count as settled (Playwright's networkidle). */
const quietMs = 500;

/**
 * Goes to `url` inside the running app, as its own links do (the history and the router), and
 * waits until the routes have drawn the new location (RenderedLocationMark) and the page has
 * made no request for half a second. A load of the whole app per address cost the phone
 * journeys about a second of both cores each; a visitor moving around the site loads it once.
 */
export async function openInApp(page: Page, url: string, timeout = 20_000): Promise<void> {
  const quiet = networkQuiet(page, timeout);
  try {
    await page.evaluate((target) => {
      const { pathname, search, hash } = window.location;
      // already there: the router draws nothing new
      if (`${pathname}${search}${hash}` === target) return;
      delete document.documentElement.dataset.location;
      window.history.pushState(null, '', target);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, url);
    // drawn: the mark names the address the window is at (after any redirect the route made)
    await page
      .waitForFunction(
        () => {
          const { pathname, search, hash } = window.location;
          return document.documentElement.dataset.location === `${pathname}${search}${hash}`;
        },
        undefined,
        { timeout },
      )
      .catch(async (error: unknown) => {
        const [mark, at] = await page.evaluate(() => [
          document.documentElement.dataset.location,
          window.location.href,
        ]);
        throw new Error(
          `${url} was not drawn (at ${at}, drawn ${mark ?? 'nothing'}): ${String(error)}`,
        );
      });
    await quiet.settled();
  } finally {
    quiet.stop();
  }
}

/** Counts the page's requests from now on; `settled` resolves after `quietMs` with none open. */
function networkQuiet(page: Page, timeout: number) {
  const open = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    // a live feed (server-sent events) stays open for as long as its page
    if (request.resourceType() === 'eventsource') return;
    open.add(request);
    lastChange = Date.now();
  };
  // a request made before the count began ends uncounted
  const ended = (request: Request) => {
    if (open.delete(request)) lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async settled(): Promise<void> {
      const deadline = Date.now() + timeout;
      while (open.size > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline) throw new Error(`the page kept ${open.size} request(s) open`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stop() {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}
