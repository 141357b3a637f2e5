import { sql } from 'drizzle-orm';
import { resolveAuthPolicy, trialType } from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { Merchant } from '../../platform/merchant-context.ts';
import type { Member } from '../identity/index.ts';
import type { WalletService } from './wallet.service.ts';

/** The ledger key of a trial account's one funding: the key makes it happen at most once. */
export function trialFundingKey(memberId: number): string {
  return `trial-funding:${memberId}`;
}

export interface TrialFundingDeps {
  db: Db;
  wallet: WalletService;
}

/**
 * Gives a trial account its play money (the brand's trialBalance, from the house play_money
 * account) the first time anything reads its wallet: the balance call, or a game launch.
 * Play money has its own unit (PLAY), so it can never mix with real money. Does nothing for
 * a real account, and nothing the second time.
 */
export async function ensureTrialFunding(
  deps: TrialFundingDeps,
  merchant: Pick<Merchant, 'id' | 'authPolicy'>,
  member: Pick<Member, 'id' | 'type'>,
): Promise<void> {
  if (member.type !== trialType) return;
  const amount = BigInt(resolveAuthPolicy(merchant.authPolicy).trialBalance);
  if (amount <= 0n) return;
  const idempotencyKey = trialFundingKey(member.id);
  // every balance read passes here: a plain read spares the write transaction once funded
  const funded = await rowsOf<{ id: unknown }>(
    deps.db,
    sql`select id from ledger_transactions
        where merchant_id = ${merchant.id} and idempotency_key = ${idempotencyKey}`,
  );
  if (funded.length > 0) return;
  // two first reads at once both get here; the key lets only one of them fund
  await deps.wallet.post({
    merchantId: merchant.id,
    idempotencyKey,
    kind: 'trial_funding',
    memberId: member.id,
    reference: `member:${member.id}`,
    legs: [
      { account: { house: 'play_money' }, amount: -amount },
      { account: { memberId: member.id, kind: 'main' }, amount },
    ],
  });
}
