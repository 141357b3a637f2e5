import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/** A Drizzle transaction handle; it has the same query API as Db. */
export type DbTransaction = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything queries can run on: the database or an open transaction. */
export type Executor = Db | DbTransaction;

/** Both drivers (PGlite, node-postgres) answer `execute` with a `rows` array. */
export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** int8 arrives as a string (node-postgres) or a bigint/number (PGlite); money needs bigint. */
export function toBigInt(value: unknown): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' || typeof value === 'string') return BigInt(value);
  throw new TypeError(`not an integer: ${String(value)}`);
}

/** The SQLSTATE of a database error, through Drizzle's wrapping (`cause`). */
export function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The constraint a database error names, through Drizzle's wrapping. */
export function violatedConstraint(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const name = (current as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
