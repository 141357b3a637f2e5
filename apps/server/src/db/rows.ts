import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
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

const dialect = new PgDialect();

/**
 * `rowsOf` for the hottest statements (the provider wallet's bet and win): on node-postgres a
 * named prepared statement, which PostgreSQL parses and plans once per connection instead of
 * at every call. The statement's text must be the same at every call under one `name` (only
 * its parameters vary). On PGlite or inside a transaction: `rowsOf`.
 */
export async function preparedRowsOf<T>(db: Executor, name: string, query: SQL): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return rowsOf<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const result = await client.query({ name, text, values: params });
  return result.rows as T[];
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
