import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Scheduler } from '../../platform/scheduler.ts';
import type { DepositRepository } from './deposit.repository.ts';

/** The scheduler's name of the expiry job (for `scheduler.runNow` in tests and ops). */
export const depositExpiryJob = 'deposits.expire';
const everyMs = 60_000;

/**
 * Registers the job that marks pending deposits past their time as expired. Idempotent by
 * its conditional update: two runs (or a run racing a callback) cannot expire a deposit that
 * is no longer pending. A late gateway success still credits an expired deposit.
 */
export function registerDepositExpiry(deps: {
  scheduler: Scheduler;
  db: Db;
  deposits: DepositRepository;
  log: FastifyBaseLogger;
}): void {
  deps.scheduler.every(depositExpiryJob, everyMs, async () => {
    const expired = await deps.deposits.expireOverdue(deps.db);
    if (expired > 0) deps.log.info({ expired }, 'pending deposits expired');
  });
}
