import type { FastifyRequest } from 'fastify';
import { idempotencyKeyHeader, idempotencyKeyPattern, parseAmount } from '@lobby/contracts';
import { AppError } from '../../platform/app-error.ts';

/**
 * The client's idempotency key of a money call. Without one a double click would move the
 * money twice, so its absence is refused before anything else is looked at.
 */
export function readIdempotencyKey(request: FastifyRequest): string {
  const value = request.headers[idempotencyKeyHeader];
  if (typeof value !== 'string' || !idempotencyKeyPattern.test(value)) {
    throw new AppError('idempotency_key_required');
  }
  return value;
}

/** The ledger key of a member's own money call: scoped to the member, so keys never collide. */
export function memberLedgerKey(memberId: number, clientKey: string): string {
  return `member:${memberId}:${clientKey}`;
}

/** A member-typed amount in minor units, or the AppError naming what is wrong with it. */
export function parseMemberAmount(text: string, decimals: number): bigint {
  const parsed = parseAmount(text, decimals);
  if (!parsed.ok) throw new AppError(parsed.problem);
  return parsed.minor;
}
