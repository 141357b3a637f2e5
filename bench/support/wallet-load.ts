import { performance } from 'node:perf_hooks';

/** What one closed-loop load measured in its window (warm-up excluded). */
export interface LoadResult {
  transactions: number;
  tps: number;
  p50: number;
  p99: number;
  /** Failed transactions in the window and the first failure's text. */
  errors: number;
  firstError: string | undefined;
  /** Statements sent per completed transaction in the window (null when not counted). */
  roundTripsPerTransaction: number | null;
  /** CPU time of this Node process per completed transaction in the window, in ms. */
  cpuPerTransaction: number;
  /** CPU time of the database's backends per completed transaction in the window (ms). */
  databaseCpuPerTransaction: number | null;
}

/** Nearest-rank percentile of `sorted` (ascending), in the unit of its values. */
export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(fraction * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/**
 * `clients` loops each running one transaction after another (like pgbench's clients) for
 * `warmUpSeconds + seconds`; transactions completing inside the last `seconds` are counted.
 */
export async function runClosedLoop(options: {
  clients: number;
  warmUpSeconds: number;
  seconds: number;
  transaction: (client: number, sequence: number) => Promise<unknown>;
  roundTrips?: { read(): number };
  /** CPU ms used so far by the database's backends (backend-cpu.ts). */
  databaseCpu?: { read(): number } | null;
}): Promise<LoadResult> {
  const start = performance.now();
  const measureFrom = start + options.warmUpSeconds * 1000;
  const end = measureFrom + options.seconds * 1000;
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  let tripsAtStart: number | undefined;
  let tripsAtEnd: number | undefined;
  let cpuAtStart = process.cpuUsage();
  let cpuInWindow: NodeJS.CpuUsage | undefined;
  let databaseCpuAtStart: number | undefined;
  let databaseCpuInWindow: number | undefined;
  const startMark = setTimeout(() => {
    tripsAtStart = options.roundTrips?.read();
    databaseCpuAtStart = options.databaseCpu?.read();
    cpuAtStart = process.cpuUsage();
  }, measureFrom - start);
  const endMark = setTimeout(() => {
    tripsAtEnd = options.roundTrips?.read();
    cpuInWindow = process.cpuUsage(cpuAtStart);
    const databaseCpu = options.databaseCpu?.read();
    if (databaseCpu !== undefined && databaseCpuAtStart !== undefined) {
      databaseCpuInWindow = databaseCpu - databaseCpuAtStart;
    }
  }, end - start);

  await Promise.all(
    Array.from({ length: options.clients }, async (_, client) => {
      for (let sequence = 0; performance.now() < end; sequence += 1) {
        const began = performance.now();
        let failed = false;
        try {
          await options.transaction(client, sequence);
        } catch (error) {
          failed = true;
          firstError ??= String(error);
        }
        const finished = performance.now();
        if (finished < measureFrom || finished > end) continue;
        if (failed) errors += 1;
        else latencies.push(finished - began);
      }
    }),
  );
  clearTimeout(startMark);
  clearTimeout(endMark);
  latencies.sort((a, b) => a - b);
  const trips =
    tripsAtStart !== undefined && tripsAtEnd !== undefined && latencies.length > 0
      ? (tripsAtEnd - tripsAtStart) / latencies.length
      : null;
  return {
    transactions: latencies.length,
    tps: latencies.length / options.seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    errors,
    firstError,
    roundTripsPerTransaction: trips,
    cpuPerTransaction: cpuInWindow
      ? (cpuInWindow.user + cpuInWindow.system) / 1000 / Math.max(1, latencies.length)
      : Number.NaN,
    databaseCpuPerTransaction:
      databaseCpuInWindow !== undefined && latencies.length > 0
        ? databaseCpuInWindow / latencies.length
        : null,
  };
}
