// Wall time per stage of `npm test`, printed at the end beside the budget. Printed, never
// asserted: a busy machine is slow without anything being wrong (docs/decisions.md).

/** The whole run, npm ci included, should stay under this on the 2-core CI machine. */
export const budgetMs = 20 * 60_000;

const format = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

export function createStageTimes() {
  const rows = [];
  // .ci/run stamps when it began and when npm ci began, so the table covers the whole CI job
  const ciStart = Number(process.env.LOBBY_CI_STARTED_MS) || undefined;
  const npmCiStart = Number(process.env.LOBBY_NPM_CI_STARTED_MS) || undefined;
  const runStart = Date.now();
  if (ciStart && npmCiStart) rows.push(['CI set-up (services, Chromium)', npmCiStart - ciStart]);
  if (npmCiStart) rows.push(['npm ci', runStart - npmCiStart]);

  return {
    /** Runs `work` (sync or async) and records its wall time under `label`. */
    async time(label, work) {
      const start = Date.now();
      try {
        return await work();
      } finally {
        rows.push([label, Date.now() - start]);
      }
    },
    print() {
      const total = Date.now() - (ciStart ?? npmCiStart ?? runStart);
      const width = Math.max(...rows.map(([label]) => label.length), 'total'.length);
      console.log('\nwall time per stage');
      for (const [label, ms] of rows) console.log(`  ${label.padEnd(width)}  ${format(ms)}`);
      console.log(`  ${'total'.padEnd(width)}  ${format(total)}  (budget ${format(budgetMs)})`);
      if (total > budgetMs) console.log(`OVER BUDGET by ${format(total - budgetMs)}`);
    },
  };
}
