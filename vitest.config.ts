import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Server test files that replace modules with vi.mock: they need a fresh module graph of their
 * own, so they run isolated in a project of their own. Found by reading the files, so a new
 * mock cannot land in the shared project by accident.
 */
const serverFilesWithModuleMocks = fs
  .readdirSync('apps/server/src', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => `apps/server/src/${file.split(path.sep).join('/')}`)
  .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(fs.readFileSync(file, 'utf8')));

/** What the two server projects share. */
const serverTests = {
  environment: 'node',
  globalSetup: ['apps/server/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks',
} as const;

/** One config, five projects; `npm test` (scripts/test-all.mjs) runs them in order. */
export default defineConfig({
  test: {
    // the packages and web projects gain their first tests with the features that need them
    passWithNoTests: true,
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
      'apps/web/vitest.config.ts',
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts', 'e2e/support/browser-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // two files at a time, each with its own server, against the run's one Chromium: a
          // journey mostly waits (polls, table rounds, network idle), using a third of a core.
          // Each worker process keeps the server's modules loaded (isolate: false; nothing is
          // mocked here): importing them cost about four seconds a file
          maxWorkers: 2,
          isolate: false,
        },
      },
    ],
  },
});
