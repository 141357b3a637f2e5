import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { percentile } from './wallet-load.ts';

/** What one fixed-rate load measured in its window (warm-up excluded). */
export interface FixedRateResult {
  /** Transactions started per second, as asked. */
  rate: number;
  /** Transactions completed inside the window, per second. */
  tps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  firstError: string | undefined;
  /** Transactions that had to wait for a free worker (a player still busy with the last bet). */
  queued: number;
}

/**
 * Open-loop load: transactions start at a fixed `rate` whatever the server's speed, as players
 * do, unlike a closed loop where a slow answer delays the next request. Each transaction runs on
 * a free worker (one player: never two bets of one player at once); when none is free it waits
 * for one. Latency counts from the moment the transaction was due, not from when it was sent,
 * so a stall is charged to every transaction it delayed (no coordinated omission). Transactions
 * due inside the last `seconds` are counted.
 */
export async function runFixedRate(options: {
  rate: number;
  workers: number;
  warmUpSeconds: number;
  seconds: number;
  transaction: (worker: number, sequence: number) => Promise<unknown>;
}): Promise<FixedRateResult> {
  const intervalMs = 1000 / options.rate;
  const start = performance.now();
  const measureFrom = start + options.warmUpSeconds * 1000;
  const end = measureFrom + options.seconds * 1000;
  const free = Array.from({ length: options.workers }, (_, worker) => worker);
  const waiting: Array<(worker: number) => void> = [];
  const latencies: number[] = [];
  const running = new Set<Promise<void>>();
  let errors = 0;
  let queued = 0;
  let firstError: string | undefined;

  const takeWorker = (): Promise<number> | number => {
    const worker = free.pop();
    if (worker !== undefined) return worker;
    return new Promise((resolve) => waiting.push(resolve));
  };
  const releaseWorker = (worker: number) => {
    const next = waiting.shift();
    if (next) next(worker);
    else free.push(worker);
  };

  async function runOne(sequence: number, due: number, counted: boolean): Promise<void> {
    const taken = takeWorker();
    if (typeof taken !== 'number' && counted) queued += 1;
    const worker = await taken;
    try {
      await options.transaction(worker, sequence);
      if (counted) latencies.push(performance.now() - due);
    } catch (error) {
      if (counted) errors += 1;
      firstError ??= String(error);
    } finally {
      releaseWorker(worker);
    }
  }

  for (let sequence = 0; ; sequence += 1) {
    const due = start + sequence * intervalMs;
    if (due >= end) break;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const job = runOne(sequence, due, due >= measureFrom);
    running.add(job);
    void job.finally(() => running.delete(job));
  }
  await Promise.all(running);
  latencies.sort((a, b) => a - b);
  return {
    rate: options.rate,
    tps: latencies.length / options.seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1) ?? Number.NaN,
    errors,
    firstError,
    queued,
  };
}
