import { chromium, type Browser } from 'playwright-core';

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

/** Starts a headless Chromium; close it in afterAll or the test process never exits. */
export function launchChromium(executablePath: string): Promise<Browser> {
  return chromium.launch({ executablePath, headless: true, args: chromiumArgs });
}
