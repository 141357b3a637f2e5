import { resolveWalletPolicy } from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { merchants } from '../../db/schema/index.ts';
import type { WithdrawalRepository } from './withdrawal.repository.ts';

/** The scheduler's name for the job, and how often it looks. */
export const autoConfirmTaskName = 'withdrawals.autoConfirm';
export const autoConfirmIntervalMs = 60_000;

/**
 * Counts paid withdrawals their members left unanswered past the brand's time limit (§4.11,
 * walletPolicy.withdrawalAutoConfirmMinutes) as received. One conditional UPDATE per brand,
 * so running it twice, or on several instances at once, confirms each withdrawal once.
 * `now` is the clock (tests move it). Returns how many it confirmed.
 */
export async function autoConfirmWithdrawals(
  deps: { db: Db; withdrawals: WithdrawalRepository },
  now: Date = new Date(),
): Promise<number> {
  const brands = await deps.db
    .select({ id: merchants.id, walletPolicy: merchants.walletPolicy })
    .from(merchants);
  let confirmed = 0;
  for (const brand of brands) {
    const minutes = resolveWalletPolicy(brand.walletPolicy).withdrawalAutoConfirmMinutes;
    confirmed += await deps.withdrawals.autoConfirm(deps.db, brand.id, minutes, now);
  }
  return confirmed;
}
