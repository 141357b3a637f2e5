import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { DurationSequencer } from './scripts/duration-sequencer.ts';

const root = import.meta.dirname;

/**
 * Test files under `dir` that replace modules with vi.mock: they need a fresh module graph of
 * their own, so each such file runs isolated, in a "-mocks" project. Found by reading the
 * files, so a new mock cannot land in a shared project by accident. Paths relative to `base`.
 */
function filesWithModuleMocks(base: string, dir: string, suffix = /\.test\.tsx?$/): string[] {
  return fs
    .readdirSync(path.join(root, base, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => suffix.test(file))
    .map((file) => `${dir}/${file.split(path.sep).join('/')}`)
    .filter((file) =>
      /\bvi\.(do)?[mM]ock\(/.test(fs.readFileSync(path.join(root, base, file), 'utf8')),
    );
}

const serverFilesWithModuleMocks = filesWithModuleMocks('.', 'apps/server/src');
const webFilesWithModuleMocks = [
  ...filesWithModuleMocks('apps/web', 'src'),
  ...filesWithModuleMocks('apps/web', 'build-plugins'),
];

// the journeys share one module graph per worker (isolate: false below), where a module mock
// applies or not depending on which file the worker ran first: a journey reaches into its
// server through LobbyServer (app.jobs, db) instead
const journeysWithModuleMocks = filesWithModuleMocks('.', 'e2e', /\.e2e\.ts$/);
if (journeysWithModuleMocks.length > 0)
  throw new Error(`journeys must not mock modules: ${journeysWithModuleMocks.join(', ')}`);

/** What the two web projects share (their root is apps/web). */
const webTests = {
  root: 'apps/web',
  environment: 'jsdom',
  setupFiles: ['src/testing/async-waits.setup.ts'],
} as const;

/** What the two server projects share. */
const serverTests = {
  environment: 'node',
  globalSetup: ['apps/server/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks',
} as const;

/** One config, six projects; `npm test` (scripts/test-all.mjs) runs them in order. */
export default defineConfig({
  test: {
    // the packages and web projects gain their first tests with the features that need them
    passWithNoTests: true,
    // one worker per core. Vitest's default on two cores is one worker; measured on this
    // machine (docs/decisions.md "Session 9"): API tests on PostgreSQL 7:25 → 5:04, unit tests
    // 2:16 → 1:11. Projects run together share this pool, so it is set here, not per project
    maxWorkers: 2,
    // the journeys start longest first (their timings are in scripts/journey-durations.ts)
    sequence: { sequencer: DurationSequencer },
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: serverFilesWithModuleMocks,
          ...serverTests,
          // a worker keeps the server's modules loaded from file to file (each file builds its
          // own app on its own database; the server keeps no state in modules): importing them
          // again for every file was 40 % of this project's time
          isolate: false,
        },
      },
      {
        test: {
          name: 'server-mocks',
          include: serverFilesWithModuleMocks,
          ...serverTests,
        },
      },
      {
        test: {
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}', 'build-plugins/**/*.test.ts'],
          exclude: webFilesWithModuleMocks,
          ...webTests,
          // one jsdom and one module graph per worker, as on the server (each test file
          // cleans up after its tests: testing/test-utils.tsx resetAfterTest)
          isolate: false,
        },
      },
      {
        test: {
          name: 'web-mocks',
          include: webFilesWithModuleMocks,
          ...webTests,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts', 'e2e/support/browser-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // two files at a time (one per core), each with its own server, against the run's one
          // Chromium: one journey keeps about 1.1 cores busy (its server and Playwright in Node,
          // Chromium's renderer), so two fill the machine (18 min against 30 one at a time,
          // docs/decisions.md "Session 9"). The heavy journeys' limits allow for the neighbour.
          // The worker keeps the server's modules loaded (isolate: false; nothing may be mocked
          // here, see above): importing them cost about four seconds a file
          maxWorkers: 2,
          isolate: false,
          // a page answers a step within a second on a quiet machine, but two journeys on two
          // cores left a verify page's re-render past expect.poll's default 1 s (CI, session 9)
          expect: { poll: { timeout: 10_000, interval: 100 } },
        },
      },
    ],
  },
});
