import { defineConfig } from 'vitest/config';

/** One config, four projects; `npm test` (scripts/test-all.mjs) runs them in order. */
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
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
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
