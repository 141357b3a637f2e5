import type { Db } from '../db/client.ts';

/**
 * Recurring work that runs exactly once per period across all server instances (auto-confirm
 * of withdrawals, expiry of deposits; later salaries and draws).
 */
export interface Scheduler {
  /** Registers a task; `task` must itself be idempotent (a lease only makes doubles rare). */
  every(name: string, intervalMs: number, task: () => Promise<void>): void;
  /** Runs one task now if this instance wins its lease; true when it ran. For tests and ops. */
  runNow(name: string): Promise<boolean>;
  start(): void;
  stop(): Promise<void>;
}

// STUB (helper B replaces this file's body)
export function createScheduler(_options: { db: Db; enabled: boolean }): Scheduler {
  const tasks = new Map<string, () => Promise<void>>();
  return {
    every(name, _intervalMs, task) {
      tasks.set(name, task);
    },
    async runNow(name) {
      const task = tasks.get(name);
      if (!task) return false;
      await task();
      return true;
    },
    start() {},
    async stop() {},
  };
}
