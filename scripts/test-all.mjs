#!/usr/bin/env node
// `npm test`: every check and every test, in the order a failure is cheapest to find.
// lint → typecheck → unit + API tests (PGlite) → API tests again on PostgreSQL when
// TEST_DATABASE_URL is set → web build → browser journeys (on PostgreSQL when it is set, with
// the embedded database's core journeys on PGlite; else all of them on PGlite).
// Ends with one line "N passed, N failed, N skipped" that CI reads.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findChromium } from './find-chromium.mjs';

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-tests-'));

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) failures.push(label);
  return result.status === 0;
}

function vitest(label, projects, env = {}, files = []) {
  const report = path.join(reportDir, `${label.replace(/\W+/g, '-')}.json`);
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), ...files];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${report}`);
  run(label, 'npx', args, env);
  if (!fs.existsSync(report)) {
    totals.failed += 1;
    return;
  }
  const summary = JSON.parse(fs.readFileSync(report, 'utf8'));
  totals.passed += summary.numPassedTests;
  totals.failed += summary.numFailedTests;
  totals.skipped += summary.numPendingTests + summary.numTodoTests;
  // a file that failed to load has no tests but is still a failure
  const brokenFiles = summary.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  );
  totals.failed += brokenFiles.length;
}

const withoutPostgres = { TEST_DATABASE_URL: '' };
const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * With a PostgreSQL server the journeys run there, and only these run again on the embedded
 * PGlite, the database `npm start` uses: money in and out, and a game's bets through the
 * provider wallet. The API tests cover every query on both; running all journeys twice cost
 * eleven minutes for little the API tests do not already show (docs/decisions.md).
 */
const embeddedJourneys = ['e2e/wallet-deposit-withdraw.e2e.ts', 'e2e/games-slot.e2e.ts'];

run('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
run('typecheck', 'npx', ['tsc', '-b']);
vitest('unit and API tests (PGlite)', ['packages', 'server', 'web'], withoutPostgres);
if (postgresUrl) vitest('API tests (PostgreSQL)', ['server'], { TEST_DATABASE_URL: postgresUrl });
else console.log('\n=== API tests on PostgreSQL skipped: TEST_DATABASE_URL is not set');

const chromium = findChromium();
if (!run('web build', 'npm', ['run', 'build'])) {
  totals.failed += 1;
} else if (chromium && postgresUrl) {
  vitest(
    'browser journeys of the embedded database (PGlite)',
    ['e2e'],
    { ...withoutPostgres, CHROMIUM_PATH: chromium },
    embeddedJourneys,
  );
  vitest('browser journeys (PostgreSQL)', ['e2e'], {
    TEST_DATABASE_URL: postgresUrl,
    CHROMIUM_PATH: chromium,
  });
} else if (chromium) {
  vitest('browser journeys (PGlite)', ['e2e'], { ...withoutPostgres, CHROMIUM_PATH: chromium });
} else if (process.env.CI === 'true') {
  console.log(
    '\n=== browser journeys: FAILED, no Chromium found (CI=true requires one; install the chromium package)',
  );
  failures.push('browser journeys (no Chromium)');
  totals.failed += 1;
} else {
  console.log(
    '\n=== browser journeys SKIPPED: no Chromium found (install the chromium package or set CHROMIUM_PATH)',
  );
}

fs.rmSync(reportDir, { recursive: true, force: true });
console.log('');
if (failures.length > 0) console.log(`failed stages: ${failures.join('; ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0);
