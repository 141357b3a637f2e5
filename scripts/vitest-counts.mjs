// A Vitest reporter for `npm test` (scripts/test-all.mjs): counts passed, failed and skipped
// tests the way the closing line means them, and writes them as JSON to LOBBY_COUNTS_FILE,
// with the stage's slowest files.
//
// Vitest reports a test whose beforeAll (or enclosing suite's) failed as "skipped", the same as
// an `it.skip`: the runner rewrites such a test's mode to "skip" after the hook throws. So the
// declared mode is taken when the file is collected, before anything ran, and a test that was
// meant to run but never did counts as failed. A file that fails without a failed test (an
// import that throws, an afterAll that throws) counts as one failure; so does each unhandled
// error. Proved with throwaway files (docs/decisions.md, "Honest counts").
import fs from 'node:fs';

export default class CountsReporter {
  /** Ids of the tests declared skipped or todo (it.skip, describe.skipIf(true), it.todo). */
  declaredSkips = new Set();

  onTestModuleCollected(testModule) {
    for (const test of testModule.children.allTests()) {
      if (test.options.mode === 'skip' || test.options.mode === 'todo')
        this.declaredSkips.add(test.id);
    }
  }

  onTestRunEnd(testModules, unhandledErrors) {
    const counts = { passed: 0, failed: 0, skipped: 0, failedFiles: [] };
    for (const testModule of testModules) {
      let failedHere = 0;
      for (const test of testModule.children.allTests()) {
        const { state } = test.result();
        if (state === 'passed') counts.passed += 1;
        else if (state === 'skipped' && this.declaredSkips.has(test.id)) counts.skipped += 1;
        // failed, or meant to run and never did (its setup failed, or the run was cut short)
        else failedHere += 1;
      }
      if (testModule.state() === 'failed' && failedHere === 0) failedHere = 1;
      if (failedHere > 0) counts.failedFiles.push(testModule.relativeModuleId);
      counts.failed += failedHere;
    }
    counts.failed += unhandledErrors.length;
    // where the stage's time goes: its slowest files (printed by test-all after the stage)
    counts.slowest = testModules
      .map((testModule) => [testModule.relativeModuleId, testModule.diagnostic().duration])
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8);
    const file = process.env.LOBBY_COUNTS_FILE;
    if (file) fs.writeFileSync(file, JSON.stringify(counts));
  }
}
