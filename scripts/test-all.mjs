#!/usr/bin/env node
// `npm test`: every check and every test, in the order a failure is cheapest to find.
// lint → typecheck → unit tests (packages, web) → server API tests (on PostgreSQL when
// TEST_DATABASE_URL is set, with a representative subset on PGlite; else all on PGlite) →
// web build → browser journeys (the same split; scripts/test-plan.mjs says what runs where).
// Ends with a table of wall time per stage and one line "N passed, N failed, N skipped".
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findChromium } from './find-chromium.mjs';
import { createStageTimes } from './stage-times.mjs';
import { embeddedApiTests, embeddedJourneys, unmatchedFilters } from './test-plan.mjs';

const root = path.resolve(import.meta.dirname, '..');
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const times = createStageTimes();
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-tests-'));
const countsReporter = path.join(root, 'scripts/vitest-counts.mjs');

/** A failure that is not a test (lint, typecheck, build, a missing service): counts as one. */
function fail(label, reason) {
  console.log(`\n=== ${label}: FAILED${reason ? `, ${reason}` : ''}`);
  failures.push(label);
  totals.failed += 1;
}

/** Runs a command with inherited output; resolves to its exit status. */
function spawnStatus(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('close', (code) => resolve(code ?? 1));
    child.on('error', () => resolve(1));
  });
}

/** Runs a command with its output collected; resolves to its exit status and the output. */
function spawnCollected(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    const done = (code) => resolve({ status: code ?? 1, output: Buffer.concat(chunks).toString() });
    child.on('close', done);
    child.on('error', () => done(1));
  });
}

/**
 * Checks that read the code and each use one core (lint, typecheck): run side by side on the
 * two cores, each one's output printed whole when it ends. Each failure counts as one failed.
 */
async function checksSideBySide(checks) {
  console.log(`\n=== ${checks.map(([label]) => label).join(' + ')} (side by side)`);
  await Promise.all(
    checks.map(async ([label, command, args]) => {
      const { status, output } = await times.time(label, () => spawnCollected(command, args));
      console.log(`\n=== ${label}: ${status === 0 ? 'passed' : 'FAILED'}`);
      if (output.trim()) console.log(output.trimEnd());
      if (status !== 0) fail(label, `exit status ${status}`);
    }),
  );
}

/** A check that is not a test run: its failure counts as one failed. */
async function check(label, command, args, env = {}) {
  console.log(`\n=== ${label}`);
  const status = await times.time(label, () => spawnStatus(command, args, env));
  if (status !== 0) fail(label, `exit status ${status}`);
  return status === 0;
}

/**
 * A Vitest run; its tests are counted by scripts/vitest-counts.mjs. `beside`: it runs beside
 * another stage, so its output is collected and printed whole when it ends.
 */
async function vitest(label, projects, env = {}, filters = [], { beside = false } = {}) {
  if (!beside) console.log(`\n=== ${label}`);
  const countsFile = path.join(reportDir, `${label.replace(/\W+/g, '-')}.json`);
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), ...filters];
  args.push('--reporter=default', `--reporter=${countsReporter}`);
  const runEnv = { ...env, LOBBY_COUNTS_FILE: countsFile };
  const status = await times.time(label, async () => {
    if (!beside) return spawnStatus('npx', args, runEnv);
    const { status: code, output } = await spawnCollected('npx', args, runEnv);
    console.log(`\n=== ${label} (ran beside the stage above)\n${output.trimEnd()}`);
    return code;
  });
  const counts = fs.existsSync(countsFile)
    ? JSON.parse(fs.readFileSync(countsFile, 'utf8'))
    : { passed: 0, failed: 0, skipped: 0 };
  if (counts.slowest?.length)
    console.log(
      `\n${label}, slowest files: ${counts.slowest.map(([file, ms]) => `${path.basename(file)} ${(ms / 1000).toFixed(1)} s`).join(', ')}`,
    );
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  if (counts.failed > 0) failures.push(label);
  // a run that failed without a failed test (a global setup that threw, a crash): one failure
  else if (status !== 0) fail(label, `exit status ${status} without a failed test`);
}

/** The server's API tests: most share loaded modules, the files with module mocks do not. */
const serverProjects = ['server', 'server-mocks'];

const postgresUrl = process.env.TEST_DATABASE_URL;
const onCi = process.env.CI === 'true';
const withoutPostgres = { TEST_DATABASE_URL: '' };
const withPostgres = { TEST_DATABASE_URL: postgresUrl };

// CI must exercise PostgreSQL and Redis: a missing one fails the run instead of shrinking it
if (onCi && !postgresUrl)
  fail('PostgreSQL', 'CI=true requires TEST_DATABASE_URL (.ci/run sets it)');
if (onCi && !process.env.TEST_REDIS_URL)
  fail('Redis', 'CI=true requires TEST_REDIS_URL (.ci/run sets it)');
for (const [dir, suffix, list] of [
  ['apps/server/src', '.test.ts', embeddedApiTests],
  ['e2e', '.e2e.ts', embeddedJourneys],
]) {
  for (const entry of unmatchedFilters(root, dir, suffix, list))
    fail(`test plan: ${entry}`, 'matches no test file; update scripts/test-plan.mjs');
}

await checksSideBySide([
  ['lint', 'npm', ['run', 'lint']],
  ['typecheck', 'npx', ['tsc', '-b']],
]);
await vitest('unit tests (packages, web)', ['packages', 'web', 'web-mocks'], withoutPostgres);
if (postgresUrl) {
  await vitest('API tests (PostgreSQL)', serverProjects, withPostgres);
  await vitest('API tests, subset (PGlite)', serverProjects, withoutPostgres, embeddedApiTests);
} else {
  console.log('\n(TEST_DATABASE_URL is not set: the API tests and journeys run on PGlite only)');
  await vitest('API tests (PGlite)', serverProjects, withoutPostgres);
}

const chromium = findChromium();
if (await check('web build', 'npm', ['run', 'build'])) {
  const browser = { CHROMIUM_PATH: chromium };
  if (!chromium && onCi) {
    fail('browser journeys', 'no Chromium found (CI=true requires one; install chromium)');
  } else if (!chromium) {
    console.log(
      '\n=== browser journeys SKIPPED: no Chromium (install chromium or set CHROMIUM_PATH)',
    );
  } else if (postgresUrl) {
    // one after the other: beside each other (session 7) the two runs' four servers and
    // browsers on two cores slowed the heavier journeys past their limits (docs/decisions.md)
    await vitest('browser journeys (PostgreSQL)', ['e2e'], { ...withPostgres, ...browser });
    await vitest(
      'browser journeys, subset (PGlite)',
      ['e2e'],
      { ...withoutPostgres, ...browser },
      embeddedJourneys,
    );
  } else {
    await vitest('browser journeys (PGlite)', ['e2e'], { ...withoutPostgres, ...browser });
  }
}

fs.rmSync(reportDir, { recursive: true, force: true });
times.print();
console.log('');
if (failures.length > 0) console.log(`failed stages: ${failures.join('; ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0);
