import type { ActivityEvent } from '../../platform/activity-feed.ts';
import type { MoneyTransaction } from '../wallet/index.ts';
import { referralsRepository as referrals } from './referrals.repository.ts';

/** Tells a referrer's open pages that a friend brought a bonus. */
export type ReferralAnnouncer = (referrerId: number) => void;

/** The signed figures one event adds to a friend's row. */
function progressOf(event: ActivityEvent): { deposited: bigint; validBet: bigint } {
  const sign = BigInt(event.sign);
  if (event.kind === 'deposit') return { deposited: sign * event.amount, validBet: 0n };
  if (event.kind === 'bet') return { deposited: 0n, validBet: sign * event.validBet };
  return { deposited: 0n, validBet: 0n };
}

/**
 * The referrals module's activity consumer: a referred friend's completed deposits and settled
 * bets add up on the friend's row; the first time both reach the brand's thresholds, the
 * referrer is paid the rule's bonus through the wallet, once per friend (the row's `bonus_paid`
 * and the idempotency key `referral:<friend>` both hold it to one payment). Only the events'
 * members are read, never all bets.
 */
export function createReferralConsumer(deps: { announce?: ReferralAnnouncer }) {
  return async (money: MoneyTransaction, events: readonly ActivityEvent[]) => {
    const friends = await referrals.friendsAmong(money.tx, [
      ...new Set(events.map((event) => event.memberId)),
    ]);
    if (friends.length === 0) return;
    for (const friend of friends) {
      let deposited = 0n;
      let validBet = 0n;
      for (const event of events) {
        if (event.memberId !== friend.memberId) continue;
        const progress = progressOf(event);
        deposited += progress.deposited;
        validBet += progress.validBet;
      }
      if (deposited === 0n && validBet === 0n) continue;
      const row = await referrals.addProgress(money.tx, friend.memberId, deposited, validBet);
      if (!row || row.bonusPaid !== null) continue;
      const rule = await referrals.rule(money.tx, row.merchantId);
      if (!rule?.isEnabled || rule.bonus <= 0n) continue;
      if (row.deposited < rule.minDeposit || row.validBet < rule.minValidBet) continue;
      if (!(await referrals.markPaid(money.tx, row.memberId, rule.bonus))) continue;
      const key = `referral:${row.memberId}`;
      await money.post({
        merchantId: row.merchantId,
        idempotencyKey: key,
        kind: 'bonus',
        memberId: row.referrerId,
        reference: key,
        memo: { type: 'referral', friend: String(row.memberId) },
        legs: [
          { account: { house: 'promotions' }, amount: -rule.bonus },
          { account: { memberId: row.referrerId, kind: 'main' }, amount: rule.bonus },
        ],
      });
      const referrerId = row.referrerId;
      money.afterCommit(() => deps.announce?.(referrerId));
    }
  };
}
