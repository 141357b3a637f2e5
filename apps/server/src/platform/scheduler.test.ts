import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { createTestDatabase } from '../../test/database-kit.ts';
import { createScheduler, type Scheduler } from './scheduler.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A promise the test resolves by hand, to hold a task in the middle of its run. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('scheduler: exactly once across instances', () => {
  let database: Database;
  const errors: string[] = [];
  const logger = { error: (_details: object, message: string) => errors.push(message) };
  const running: Scheduler[] = [];
  const instance = (enabled = true) => {
    const scheduler = createScheduler({ db: database.db, enabled, logger });
    running.push(scheduler);
    return scheduler;
  };
  const lease = async (name: string) => {
    const [row] = await rowsOf<{
      owner: string | null;
      last_outcome: string | null;
      ahead_ms: number;
      has_run: boolean;
    }>(
      database.db,
      sql`select owner, last_outcome, last_run_at is not null as has_run,
                 (extract(epoch from (locked_until - now())) * 1000)::float8 as ahead_ms
          from job_leases where name = ${name}`,
    );
    return row;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(running.map((scheduler) => scheduler.stop()));
    await database?.close();
  });

  it('runs a task once per period although two instances tick it', async () => {
    const runs: number[] = [];
    let concurrent = 0;
    let mostConcurrent = 0;
    const task = async () => {
      concurrent += 1;
      mostConcurrent = Math.max(mostConcurrent, concurrent);
      // when this run took the lease, by the database's clock (the one the lease uses)
      const [row] = await rowsOf<{ at: number }>(
        database.db,
        sql`select (extract(epoch from last_run_at) * 1000)::float8 as at
            from job_leases where name = 'test-period'`,
      );
      runs.push(Number(row?.at));
      await pause(20);
      concurrent -= 1;
    };
    const intervalMs = 400;
    const first = instance();
    const second = instance();
    first.every('test-period', intervalMs, task);
    second.every('test-period', intervalMs, task);
    first.start();
    second.start();
    await pause(2_300);
    await first.stop();
    await second.stop();
    // about one run per 400 ms over 2.3 s; never two in one period, never two at once
    expect(runs.length).toBeGreaterThanOrEqual(3);
    expect(runs.length).toBeLessThanOrEqual(6);
    for (let index = 1; index < runs.length; index++) {
      expect(runs[index]! - runs[index - 1]!).toBeGreaterThanOrEqual(intervalMs);
    }
    expect(mostConcurrent).toBe(1);
    const row = await lease('test-period');
    expect(row).toMatchObject({ owner: null, last_outcome: 'ok', has_run: true });
  });

  it('lets the other instance skip the period the lease covers', async () => {
    let runs = 0;
    const task = async () => {
      runs += 1;
    };
    const first = instance();
    const second = instance();
    first.every('test-long-period', 60_000, task);
    second.every('test-long-period', 60_000, task);
    first.start();
    second.start();
    // both instances tick within the first second; only one of them may run
    await pause(1_500);
    expect(runs).toBe(1);
    const row = await lease('test-long-period');
    expect(row?.ahead_ms).toBeGreaterThan(55_000);
    expect(row?.owner).toBeNull();
  });

  it('runNow skips while another instance runs the task, then runs it', async () => {
    const held = gate();
    let runs = 0;
    const task = async () => {
      runs += 1;
      await held.opened;
    };
    const first = instance(false);
    const second = instance(false);
    first.every('test-run-now', 60_000, task);
    second.every('test-run-now', 60_000, task);
    const firstRun = first.runNow('test-run-now');
    await pause(100);
    expect((await lease('test-run-now'))?.owner).not.toBeNull();
    expect(await second.runNow('test-run-now')).toBe(false);
    held.open();
    expect(await firstRun).toBe(true);
    // no one is running it now: an explicit run goes ahead whatever the period
    expect(await second.runNow('test-run-now')).toBe(true);
    expect(runs).toBe(2);
  });

  it('stop() waits for the task that is running', async () => {
    const held = gate();
    let finished = false;
    const scheduler = instance(false);
    scheduler.every('test-stop', 60_000, async () => {
      await held.opened;
      finished = true;
    });
    const run = scheduler.runNow('test-stop');
    await pause(100);
    let stopped = false;
    const stopping = scheduler.stop().then(() => (stopped = true));
    await pause(100);
    expect(stopped).toBe(false);
    held.open();
    await stopping;
    expect(finished).toBe(true);
    expect(await run).toBe(true);
  });

  it('does nothing on start() when disabled, while runNow still works', async () => {
    let runs = 0;
    const scheduler = instance(false);
    scheduler.every('test-disabled', 50, async () => {
      runs += 1;
    });
    scheduler.start();
    await pause(300);
    expect(runs).toBe(0);
    expect(await lease('test-disabled')).toBeUndefined();
    expect(await scheduler.runNow('test-disabled')).toBe(true);
    expect(runs).toBe(1);
  });

  it('records a failure, throws it from runNow, and logs it from the timer', async () => {
    const manual = instance(false);
    manual.every('test-failing', 60_000, async () => {
      throw new Error('boom');
    });
    await expect(manual.runNow('test-failing')).rejects.toThrow('boom');
    expect(await lease('test-failing')).toMatchObject({ owner: null, last_outcome: 'error: boom' });

    let attempts = 0;
    const timed = instance();
    timed.every('test-failing-timer', 100, async () => {
      attempts += 1;
      throw new Error('again');
    });
    timed.start();
    await pause(600);
    await timed.stop();
    // the failure did not stop the timer, and did not escape the process
    expect(attempts).toBeGreaterThanOrEqual(2);
    expect(errors).toContain('scheduled job failed');
  });

  it('refuses an unknown job and a job registered twice', async () => {
    const scheduler = instance(false);
    await expect(scheduler.runNow('test-nothing')).rejects.toThrow('unknown job');
    scheduler.every('test-twice', 1_000, async () => {});
    expect(() => scheduler.every('test-twice', 1_000, async () => {})).toThrow();
  });
});
