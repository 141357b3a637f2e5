import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { ScratchDatabase } from './bench-database.ts';
import { percentile } from './wallet-load.ts';

const run = promisify(execFile);
const pgbenchPath = process.env.PGBENCH ?? '/usr/bin/pgbench';

export interface PgbenchResult {
  tps: number;
  transactions: number;
  /** Milliseconds, as pgbench reports it. */
  latencyAverage: number;
  /** Milliseconds, from the per-transaction log. */
  p50: number;
  p99: number;
  failed: number;
}

async function pgbench(database: ScratchDatabase, args: string[]): Promise<string> {
  const { host, port, user, password } = database.connection;
  const { stdout } = await run(
    pgbenchPath,
    [...args, '-h', host, '-p', port, '-U', user, database.name],
    {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return stdout;
}

/** The pgbench binary's version line. */
export async function pgbenchVersion(): Promise<string> {
  const { stdout } = await run(pgbenchPath, ['--version']);
  return stdout.trim();
}

/** `pgbench -i -s <scale>`: the standard tables, vacuumed. */
export async function initPgbench(database: ScratchDatabase, scale: number): Promise<void> {
  await pgbench(database, ['-i', '-s', String(scale), '-q']);
}

function numberAfter(output: string, label: RegExp): number {
  const match = label.exec(output);
  if (!match?.[1]) throw new Error(`pgbench printed no ${label.source}:\n${output}`);
  return Number(match[1]);
}

/**
 * `pgbench -N` (the standard transaction without the teller and branch updates: BEGIN, UPDATE
 * pgbench_accounts, SELECT, INSERT pgbench_history, END) after a short warm-up run; p50 and
 * p99 come from its per-transaction log in a temporary directory.
 */
export async function runPgbench(
  database: ScratchDatabase,
  options: { clients: number; threads: number; seconds: number; warmUpSeconds: number },
): Promise<PgbenchResult> {
  const common = ['-N', '-c', String(options.clients), '-j', String(options.threads), '-n'];
  if (options.warmUpSeconds > 0) {
    await pgbench(database, [...common, '-T', String(options.warmUpSeconds)]);
  }
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-pgbench-'));
  try {
    const prefix = path.join(logDir, 'tx');
    const output = await pgbench(database, [
      ...common,
      '-T',
      String(options.seconds),
      '--log',
      `--log-prefix=${prefix}`,
    ]);
    // one file per thread; the third field of a line is the transaction's latency in µs
    const latencies: number[] = [];
    for (const file of fs.readdirSync(logDir)) {
      for (const line of fs.readFileSync(path.join(logDir, file), 'utf8').split('\n')) {
        const micros = Number(line.split(' ')[2]);
        if (line && Number.isFinite(micros)) latencies.push(micros / 1000);
      }
    }
    latencies.sort((a, b) => a - b);
    const failedMatch = /number of failed transactions: (\d+)/.exec(output);
    return {
      tps: numberAfter(output, /tps = ([\d.]+)/),
      transactions: numberAfter(output, /number of transactions actually processed: (\d+)/),
      latencyAverage: numberAfter(output, /latency average = ([\d.]+) ms/),
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      failed: failedMatch?.[1] ? Number(failedMatch[1]) : 0,
    };
  } finally {
    fs.rmSync(logDir, { recursive: true, force: true });
  }
}
