import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result as LighthouseResult } from 'lighthouse';

/** The flags of a quiet headless Chromium in a container; the system's, never a download. */
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The figures one Lighthouse run gives a page (mobile profile, simulated throttling). */
export interface PageFigures {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  transferBytes: number;
  /**
   * Lighthouse's measure of the host's CPU speed (higher is faster). Simulated throttling
   * slows the observed main-thread work by a fixed factor, so TBT and the score follow the
   * host: read figures from different machines beside their index.
   */
  benchmarkIndex: number;
}

function numericValue(lhr: LighthouseResult, audit: string): number {
  return lhr.audits[audit]?.numericValue ?? Number.NaN;
}

/** Reads the figures of a finished run. */
export function figuresOf(lhr: LighthouseResult): PageFigures {
  return {
    performance: lhr.categories.performance?.score ?? Number.NaN,
    accessibility: lhr.categories.accessibility?.score ?? Number.NaN,
    fcpMs: numericValue(lhr, 'first-contentful-paint'),
    lcpMs: numericValue(lhr, 'largest-contentful-paint'),
    tbtMs: numericValue(lhr, 'total-blocking-time'),
    transferBytes: numericValue(lhr, 'total-byte-weight'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/**
 * How Lighthouse slows the page to a phone on a mobile network. `simulate` (its default)
 * loads the page at full speed and computes the metrics from the recorded dependencies, so it
 * keeps the order things happened in at full speed; `devtools` slows the browser itself
 * (150 ms round trips, 1.6 Mbit/s, CPU 4× slower), so what a phone would paint first is
 * painted first.
 */
export type ThrottlingMethod = 'simulate' | 'devtools';

/** Tries per run: on a busy machine Lighthouse now and then loses the trace (NO_NAVSTART). */
const attempts = 3;

/**
 * Runs Lighthouse's default (mobile) profile on a url in a fresh Chromium of its own (no cache,
 * no storage from an earlier run) and returns the whole result; a run whose trace was lost is
 * run again.
 */
export async function runLighthouse(
  url: string,
  chromePath: string,
  throttling: ThrottlingMethod = 'simulate',
): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url, chromePath, throttling);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`  Lighthouse failed (${String(error)}); running again`);
    }
  }
}

async function runOnce(
  url: string,
  chromePath: string,
  throttling: ThrottlingMethod,
): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      throttlingMethod: throttling,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}
