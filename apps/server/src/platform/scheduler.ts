import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';

/**
 * Recurring work that runs exactly once per period across all server instances (auto-confirm
 * of withdrawals, expiry of deposits; later salaries and draws).
 */
export interface Scheduler {
  /** Registers a task; `task` must itself be idempotent (a lease only makes doubles rare). */
  every(name: string, intervalMs: number, task: () => Promise<void>): void;
  /**
   * Runs one task now, whatever its period, unless an instance is running it at this moment;
   * true when it ran. A failure of the task is recorded and thrown. For tests and ops.
   */
  runNow(name: string): Promise<boolean>;
  start(): void;
  /** Stops the timers and waits for the tasks running in this process. */
  stop(): Promise<void>;
}

/** Where failures go (pino's `error` fits). */
export interface SchedulerLogger {
  error(details: object, message: string): void;
}

interface Job {
  name: string;
  intervalMs: number;
  task: () => Promise<void>;
  timer?: NodeJS.Timeout | undefined;
  leaseRowExists?: boolean;
}

type RunResult = { ran: false } | { ran: true; failure: unknown };

const consoleLogger: SchedulerLogger = {
  error: (details, message) => console.error(message, details),
};

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Jobs leased through `job_leases`: an instance runs a job only after a conditional UPDATE gave
 * it the row (`locked_until <= now()`), and sets `locked_until` one interval ahead, so every
 * other instance skips that period. While the task runs the lease is renewed; when it ends,
 * `owner` is cleared and the outcome recorded. A crashed runner's lease simply lapses.
 */
export function createScheduler(options: {
  db: Db;
  enabled: boolean;
  logger?: SchedulerLogger;
}): Scheduler {
  const { db } = options;
  const log = options.logger ?? consoleLogger;
  const owner = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const jobs = new Map<string, Job>();
  const running = new Map<string, Promise<void>>();
  let started = false;

  const leaseSpan = (job: Job) =>
    sql`${job.intervalMs}::double precision * interval '1 millisecond'`;

  /** Takes the lease; `force` (runNow) only requires that nobody is running the job. */
  async function takeLease(job: Job, force: boolean): Promise<boolean> {
    if (!job.leaseRowExists) {
      await db.execute(
        sql`insert into job_leases (name) values (${job.name}) on conflict (name) do nothing`,
      );
      job.leaseRowExists = true;
    }
    const free = force ? sql`(owner is null or locked_until <= now())` : sql`locked_until <= now()`;
    const rows = await rowsOf<{ name: string }>(
      db,
      sql`update job_leases
          set owner = ${owner}, locked_until = now() + ${leaseSpan(job)}, last_run_at = now()
          where name = ${job.name} and ${free}
          returning name`,
    );
    return rows.length > 0;
  }

  async function renewLease(job: Job): Promise<void> {
    await db.execute(
      sql`update job_leases set locked_until = greatest(locked_until, now() + ${leaseSpan(job)})
          where name = ${job.name} and owner = ${owner}`,
    );
  }

  /** The next period starts one interval after this run started, or now if it ran longer. */
  async function releaseLease(job: Job, outcome: string): Promise<void> {
    await db.execute(
      sql`update job_leases
          set owner = null, last_outcome = ${outcome},
              locked_until = greatest(now(), last_run_at + ${leaseSpan(job)})
          where name = ${job.name} and owner = ${owner}`,
    );
  }

  /** Milliseconds until the current lease lapses (0 when it already has). */
  async function leaseRemainingMs(job: Job): Promise<number> {
    const [row] = await rowsOf<{ wait_ms: unknown }>(
      db,
      sql`select greatest(0, extract(epoch from (locked_until - now())) * 1000)::float8 as wait_ms
          from job_leases where name = ${job.name}`,
    );
    return Number(row?.wait_ms ?? 0);
  }

  async function runJob(job: Job, force: boolean): Promise<RunResult> {
    // claimed synchronously, so a timer and runNow in this process never both start it
    if (running.has(job.name)) return { ran: false };
    let finished = () => {};
    running.set(job.name, new Promise<void>((resolve) => (finished = resolve)));
    try {
      if (!(await takeLease(job, force))) return { ran: false };
      const renewal = setInterval(
        () => {
          renewLease(job).catch((error: unknown) =>
            log.error({ job: job.name, err: messageOf(error) }, 'job lease renewal failed'),
          );
        },
        Math.max(job.intervalMs / 2, 50),
      );
      renewal.unref();
      let failure: unknown;
      try {
        await job.task();
      } catch (error) {
        failure = error ?? new Error('job failed');
      } finally {
        clearInterval(renewal);
      }
      const outcome = failure === undefined ? 'ok' : `error: ${messageOf(failure)}`.slice(0, 500);
      try {
        await releaseLease(job, outcome);
      } catch (error) {
        // the lease lapses by itself; only the recorded outcome is lost
        log.error({ job: job.name, err: messageOf(error) }, 'job outcome not recorded');
      }
      return { ran: true, failure };
    } finally {
      running.delete(job.name);
      finished();
    }
  }

  function schedule(job: Job, delayMs: number): void {
    if (!started) return;
    if (job.timer) clearTimeout(job.timer);
    job.timer = setTimeout(() => void tick(job), delayMs);
    job.timer.unref();
  }

  async function tick(job: Job): Promise<void> {
    job.timer = undefined;
    let delay = job.intervalMs;
    try {
      const result = await runJob(job, false);
      if (result.ran && result.failure !== undefined) {
        log.error({ job: job.name, err: messageOf(result.failure) }, 'scheduled job failed');
      }
      if (!result.ran) {
        // look again just after the holder's lease lapses, with a little jitter so the
        // instances do not all knock at the same millisecond
        const jitter = Math.random() * Math.min(1_000, job.intervalMs / 10);
        delay = Math.min(job.intervalMs, (await leaseRemainingMs(job)) + jitter);
      }
    } catch (error) {
      log.error({ job: job.name, err: messageOf(error) }, 'scheduled job could not start');
    }
    schedule(job, Math.max(delay, 10));
  }

  return {
    every(name, intervalMs, task) {
      if (jobs.has(name)) throw new Error(`job already registered: ${name}`);
      if (!Number.isFinite(intervalMs) || intervalMs < 10) {
        throw new Error(`job interval too short: ${name}`);
      }
      const job: Job = { name, intervalMs: Math.round(intervalMs), task };
      jobs.set(name, job);
      if (started) schedule(job, 0);
    },
    async runNow(name) {
      const job = jobs.get(name);
      if (!job) throw new Error(`unknown job: ${name}`);
      const result = await runJob(job, true);
      if (result.ran && result.failure !== undefined) throw result.failure;
      return result.ran;
    },
    start() {
      if (!options.enabled || started) return;
      started = true;
      for (const job of jobs.values())
        schedule(job, Math.random() * Math.min(1_000, job.intervalMs));
    },
    async stop() {
      started = false;
      for (const job of jobs.values()) {
        if (job.timer) clearTimeout(job.timer);
        job.timer = undefined;
      }
      await Promise.all(running.values());
    },
  };
}
