import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { WalletService } from '../wallet/index.ts';
import type { BonusLifecycle } from './bonus-lifecycle.ts';
import { bonusesRepository as bonuses } from './bonuses.repository.ts';
import { promotionsRepository as promotions } from './promotions.repository.ts';

/** The scheduler's name of the expiry job. */
export const bonusExpiryJob = 'rewards-expiry';
export const bonusExpiryIntervalMs = 60_000;
/** How far back the sweep looks for bonuses that ended with a round still open. */
const sweepWindowMs = 2 * 86_400_000;
const batch = 200;

/**
 * One run of the expiry job: active bonuses past their end expire (bonus money back to the
 * house, the next waiting bonus starts), claim windows that closed expire, and bonus money
 * paid after its bonus ended is settled. Each bonus is its own transaction, and each step is
 * conditional, so a second run, or two instances, change nothing twice.
 */
export async function runBonusExpiry(deps: {
  db: Db;
  wallet: Pick<WalletService, 'transact'>;
  lifecycle: BonusLifecycle;
  now: Date;
  log?: FastifyBaseLogger;
}): Promise<{ expired: number; entries: number; swept: number }> {
  const { db, wallet, lifecycle, now } = deps;
  let expired = 0;
  for (const due of await bonuses.expiredActive(db, now, batch)) {
    const ended = await wallet.transact(async (money) => {
      const row = await bonuses.findOwn(money.tx, due.merchantId, due.id);
      return row ? lifecycle.end(money, row, 'expired', 'time', now) : undefined;
    });
    if (ended) expired += 1;
  }
  const entries = await promotions.expireEntries(db, now);
  let swept = 0;
  for (const last of await bonuses.recentlyEnded(db, new Date(now.getTime() - sweepWindowMs))) {
    const moved = await wallet.transact((money) => lifecycle.sweep(money, last));
    if (moved > 0n) swept += 1;
  }
  if (expired + entries + swept > 0) deps.log?.info({ expired, entries, swept }, 'rewards expiry');
  return { expired, entries, swept };
}
