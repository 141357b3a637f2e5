import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, inject } from 'vitest';
import { connectChromium } from './chromium.ts';
import {
  startLobbyServer,
  webDistDir,
  type LobbyServer,
  type LobbyServerOptions,
} from './lobby-server.ts';

/** The run's Chromium (started by e2e/support/browser-setup.ts); '' skips every journey. */
const chromiumWsEndpoint = inject('chromiumWsEndpoint');

/** The desktop layout the test ids are specified at (one language selector visible at 1280 px). */
const desktopViewport = { width: 1280, height: 800 };

/** Where a failing journey leaves a screenshot of each of its pages (git-ignored). */
const failureShotsDir = path.resolve(import.meta.dirname, '../../test-results');

export interface Journey {
  /** The running server of this file (fresh database, demo brand). */
  readonly server: LobbyServer;
  readonly browser: Browser;
  /** A fresh browser context (desktop viewport, the server as base URL), closed after the test. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** A page in a fresh context, already at `path`. */
  openPage(path?: string, options?: BrowserContextOptions): Promise<Page>;
}

/**
 * A describe block of browser journeys with a real server and Chromium around it: one server and
 * one browser per file, a fresh context per test, everything closed in afterAll. Without a
 * Chromium the block is skipped with the reason in its name (`npm test` fails instead on CI).
 * `server` changes how the file's server starts (e.g. with the scheduled jobs running).
 */
export function describeJourney(
  name: string,
  body: (journey: Journey) => void,
  setup: { server?: LobbyServerOptions } = {},
): void {
  if (!chromiumWsEndpoint) {
    describe.skip(`${name} (skipped: no Chromium; install it or set CHROMIUM_PATH)`, () => {
      body(unavailableJourney);
    });
    return;
  }
  describe(name, () => {
    let server: LobbyServer | undefined;
    let browser: Browser | undefined;
    let contexts: BrowserContext[] = [];

    beforeAll(async () => {
      await waitForWebBuild();
      server = await startLobbyServer(setup.server);
      browser = await connectChromium(chromiumWsEndpoint);
    });

    afterEach(async ({ task }) => {
      if (task.result?.state === 'fail') await saveFailureShots(task.name, contexts);
      await Promise.all(contexts.map((context) => context.close()));
      contexts = [];
    });

    afterAll(async () => {
      await browser?.close();
      await server?.close();
    });

    const journey: Journey = {
      get server() {
        if (!server) throw new Error('the server is not running (beforeAll failed?)');
        return server;
      },
      get browser() {
        if (!browser) throw new Error('the browser is not running (beforeAll failed?)');
        return browser;
      },
      async newContext(options = {}) {
        const context = await journey.browser.newContext({
          baseURL: journey.server.baseUrl,
          viewport: desktopViewport,
          locale: 'en-US',
          ...options,
        });
        context.setDefaultTimeout(10_000);
        contexts.push(context);
        return context;
      },
      async openPage(pathname = '/', options) {
        const context = await journey.newContext(options);
        const page = await context.newPage();
        await page.goto(pathname);
        return page;
      },
    };
    body(journey);
  });
}

const unavailableJourney: Journey = {
  get server(): LobbyServer {
    throw new Error('no Chromium');
  },
  get browser(): Browser {
    throw new Error('no Chromium');
  },
  newContext: () => Promise.reject(new Error('no Chromium')),
  openPage: () => Promise.reject(new Error('no Chromium')),
};

/**
 * Waits until apps/web/dist holds a finished build: index.html present and untouched for two
 * seconds (a rebuild in another terminal empties the folder first and writes index.html last).
 */
async function waitForWebBuild(): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const deadline = Date.now() + 60_000;
  for (;;) {
    const stat = fs.statSync(indexFile, { throwIfNoEntry: false });
    if (stat && Date.now() - stat.mtimeMs > 2_000) return;
    if (Date.now() > deadline)
      throw new Error(`no web build in ${webDistDir}: run \`npm run build\` before the journeys`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function saveFailureShots(testName: string, contexts: BrowserContext[]): Promise<void> {
  fs.mkdirSync(failureShotsDir, { recursive: true });
  const base = testName.replace(/[^\w-]+/g, '-').slice(0, 80);
  const pages = contexts.flatMap((context) => context.pages());
  await Promise.all(
    pages.map((page, index) =>
      page
        .screenshot({ path: path.join(failureShotsDir, `${base}-${index}.png`), fullPage: true })
        .catch(() => undefined),
    ),
  );
}
