import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type BrowserServer,
} from 'playwright-core';

/** Flags for a quiet, headless Chromium in a container: no sandbox, GPU, updates or sync. */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

interface FindChromiumModule {
  findChromium(): string | undefined;
}

/**
 * The Chromium the journeys drive: CHROMIUM_PATH, else a system install found by the same
 * script `npm test` uses (scripts/find-chromium.mjs). Undefined when there is none.
 */
export async function findChromiumPath(): Promise<string | undefined> {
  // a computed specifier keeps TypeScript from asking for declarations of the plain .mjs script
  const specifier = new URL('../../scripts/find-chromium.mjs', import.meta.url).href;
  const { findChromium } = (await import(specifier)) as FindChromiumModule;
  return findChromium();
}

/** Starts a headless Chromium of its own (tools); close it or the process never exits. */
export function launchChromium(executablePath: string): Promise<Browser> {
  return chromium.launch({ executablePath, headless: true, args: chromiumArgs });
}

/**
 * A headless Chromium with a profile on disk (`profileDir`), for what an incognito context never
 * does: installing the web app. Its engagement checks are skipped, so Chromium offers the install
 * (beforeinstallprompt) on the first visit. Close the context or the process never exits.
 */
export function launchChromiumWithProfile(
  executablePath: string,
  profileDir: string,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profileDir, {
    ...options,
    executablePath,
    headless: true,
    args: [...chromiumArgs, '--bypass-app-banner-engagement-checks'],
  });
}

/** Starts the run's headless Chromium (e2e/support/browser-setup.ts), for files to connect to. */
export function launchChromiumServer(executablePath: string): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath, headless: true, args: chromiumArgs });
}

/**
 * The run's Chromium, connected to over its websocket. Closing the connection closes the
 * contexts this file made and leaves the browser to the next file.
 */
export function connectChromium(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}
