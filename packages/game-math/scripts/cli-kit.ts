import { randomBytes } from 'node:crypto';
import { once } from 'node:events';

/** `--name value` options and positional arguments of a CLI. */
export interface CliArguments {
  positional: string[];
  options: Map<string, string>;
}

/** Splits argv into positionals and `--name value` pairs. */
export function parseArguments(argv: readonly string[]): CliArguments {
  const positional: string[] = [];
  const options = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
      options.set(name, inline ?? argv[++i] ?? '');
    } else positional.push(arg);
  }
  return { positional, options };
}

/** A whole-number option (underscores allowed: 100_000_000), or the fallback. */
export function integerOption(args: CliArguments, name: string, fallback: number): number {
  const text = args.options.get(name);
  if (text === undefined) return fallback;
  const value = Number(text.replaceAll('_', ''));
  if (!Number.isSafeInteger(value) || value < 0) fail(`--${name} must be a whole number`);
  return value;
}

/** Prints a usage error and exits with status 2. */
export function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}

/** A fresh random server seed: 32 bytes as 64 hex digits, as the server makes them. */
export function randomServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** Ends quietly when the reader goes away (`| head`, dieharder finishing). */
export function exitOnClosedPipe(): void {
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
}

/** Writes to stdout, waiting for the pipe to drain when it is full. */
export async function writeOut(chunk: string | Uint8Array): Promise<void> {
  if (!process.stdout.write(chunk)) await once(process.stdout, 'drain');
}

/** Number with thousands separators. */
export const grouped = (value: number): string => value.toLocaleString('en-US');
