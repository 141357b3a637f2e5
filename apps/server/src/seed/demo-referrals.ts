import type { Executor } from '../db/rows.ts';
import { referralRules } from '../db/schema/index.ts';

/**
 * The demo brand's referral rule (docs/member-services.md "Referral"): a friend who deposits
 * 100.00 and bets 200.00 brings the member who invited it 50.00, so the referral page has a
 * rule to show on a fresh start.
 */
export async function seedDemoReferralRule(
  tx: Executor,
  merchantId: number,
  counts: Record<string, number>,
): Promise<void> {
  const rows = await tx
    .insert(referralRules)
    .values({
      merchantId,
      isEnabled: true,
      bonus: 50_00n,
      minDeposit: 100_00n,
      minValidBet: 200_00n,
    })
    .onConflictDoNothing()
    .returning({ id: referralRules.merchantId });
  counts.referralRules = (counts.referralRules ?? 0) + rows.length;
}
