import type { FastifyRequest } from 'fastify';
import { idempotencyKeyHeader, idempotencyKeyPattern, parseAmount } from '@lobby/contracts';
import { AppError } from './app-error.ts';

/**
 * The client's Idempotency-Key of a money call. Without one a double click would move the
 * money twice, so its absence is refused before anything else is looked at. The one reader of
 * the header on the server: member and operator calls alike.
 */
export function readIdempotencyKey(request: FastifyRequest): string {
  const value = request.headers[idempotencyKeyHeader];
  if (typeof value !== 'string' || !idempotencyKeyPattern.test(value)) {
    throw new AppError('idempotency_key_required');
  }
  return value;
}

/**
 * A typed amount ("10.50") in minor units, or the AppError naming what is wrong with it
 * (zero, signs, exponents, too many decimals, absurd sizes). No float ever holds it.
 */
export function parseMoneyInput(text: string, decimals: number): bigint {
  const parsed = parseAmount(text, decimals);
  if (!parsed.ok) throw new AppError(parsed.problem);
  return parsed.minor;
}

/** A signed amount ("-50.00"): a leading '-' then the same parser as `parseMoneyInput`. */
export function parseSignedMoneyInput(text: string, decimals: number): bigint {
  const negative = text.startsWith('-');
  const minor = parseMoneyInput(negative ? text.slice(1) : text, decimals);
  return negative ? -minor : minor;
}
