import { count } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { tableRounds } from '../../../db/schema/index.ts';
import { createTestApp } from '../../../../test/app-kit.ts';

it('opens the tables with the app when jobs are enabled, and stops with it', async () => {
  const ctx = await createTestApp({ config: { JOBS_ENABLED: 'true' } });
  const opened = async () =>
    (await ctx.database.db.select({ n: count() }).from(tableRounds))[0]?.n ?? 0;
  try {
    // the scheduler's first run comes within a second of start
    await expect.poll(opened, { timeout: 10_000, interval: 100 }).toBe(3);
  } finally {
    await ctx.close();
  }
  // closed: no timer of the runner keeps the process (vitest would hang) or writes on
});
