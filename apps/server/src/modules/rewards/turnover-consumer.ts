import type { ActivityEvent } from '../../platform/activity-feed.ts';
import type { MoneyTransaction } from '../wallet/index.ts';
import { bonusAmountOf, depositQualifies } from './bonus-award.ts';
import type { BonusLifecycle } from './bonus-lifecycle.ts';
import { addDays, bonusesRepository as bonuses } from './bonuses.repository.ts';
import { currencyDecimalsOf } from './brand-money.ts';
import {
  promotionsRepository as promotions,
  type EntryRow,
  type PromotionRow,
} from './promotions.repository.ts';
import type { DepositHistory } from './reward-ports.ts';
import { readRewardSettings, weightOf } from './reward-settings.ts';

/** Tells a member's open pages that their rewards changed. */
export type RewardsAnnouncer = (memberId: number) => void;

/** The signed weighted turnover of one settled-round event: valid bet × weight, rounded down. */
export function weightedTurnover(event: ActivityEvent, weight: number): bigint {
  return (BigInt(event.sign) * event.validBet * BigInt(weight)) / 100n;
}

/**
 * The rewards module's activity consumer (docs/rewards.md): settled rounds add weighted
 * turnover to the member's active bonus (completing it when met) and valid bets to entries of
 * percentage-of-bets promotions; completed deposits qualify entries of deposit promotions.
 * What it writes commits with the removal of the events: each event counts once.
 */
export function createTurnoverConsumer(deps: {
  lifecycle: BonusLifecycle;
  deposits: DepositHistory;
  /** Tells the member's open pages once the batch committed (`rewards_changed`, §2.4). */
  announce?: RewardsAnnouncer;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function applyTurnover(money: MoneyTransaction, events: readonly ActivityEvent[]) {
    const betEvents = events.filter((event) => event.kind === 'bet');
    if (betEvents.length === 0) return;
    const memberIds = [...new Set(betEvents.map((event) => event.memberId))];
    const active = new Map(
      (await bonuses.activeOf(money.tx, memberIds)).map((row) => [row.memberId, row]),
    );
    if (active.size === 0) return;
    const weightsByBrand = new Map<number, Awaited<ReturnType<typeof readRewardSettings>>>();
    const deltas = new Map<number, bigint>();
    for (const event of betEvents) {
      const bonus = active.get(event.memberId);
      // a round settled after the bonus ran out does not count toward it
      if (!bonus || (bonus.expiresAt && event.occurredAt > bonus.expiresAt)) continue;
      let settings = weightsByBrand.get(event.merchantId);
      if (!settings) {
        settings = await readRewardSettings(money.tx, event.merchantId);
        weightsByBrand.set(event.merchantId, settings);
      }
      const delta = weightedTurnover(event, weightOf(settings.contributionWeights, event.gameType));
      deltas.set(bonus.id, (deltas.get(bonus.id) ?? 0n) + delta);
    }
    for (const [bonusId, delta] of [...deltas].sort(([a], [b]) => a - b)) {
      if (delta === 0n) continue;
      const updated = await bonuses.addWagering(money.tx, bonusId, delta);
      if (updated && updated.wageringDone >= updated.wageringRequired) {
        await deps.lifecycle.end(money, updated, 'completed', 'wagering_met', now());
      }
    }
  }

  async function qualifyByDeposit(
    money: MoneyTransaction,
    entry: EntryRow,
    promotion: PromotionRow,
    event: ActivityEvent,
    decimals: number,
  ): Promise<EntryRow | undefined> {
    const rules = promotion.rules;
    if (event.sign < 0) {
      // a completed deposit taken back: its entry waits for another deposit
      if (entry.state === 'claimable' && entry.depositId === event.sourceId) {
        return promotions.updateEntry(money.tx, entry.id, {
          state: 'joined',
          depositId: null,
          depositAmount: 0n,
          bonusAmount: 0n,
          qualifiedAt: null,
          claimBy: null,
        });
      }
      return;
    }
    if (entry.state !== 'joined' || promotion.state !== 'open') return;
    if (event.occurredAt < entry.joinedAt || !depositQualifies(rules, event.amount, decimals))
      return;
    if (rules.depositOrdinal === 'first') {
      // a member whose earlier deposits completed before joining is no first depositor
      const earlier = await deps.deposits.completedBefore(
        money.tx,
        event.merchantId,
        event.memberId,
        event.sourceId,
      );
      if (earlier > 0) return;
    }
    const at = now();
    return promotions.updateEntry(money.tx, entry.id, {
      state: 'claimable',
      depositId: event.sourceId,
      depositAmount: event.amount,
      bonusAmount: bonusAmountOf(
        rules.award,
        { deposit: event.amount, validBets: entry.betProgress },
        decimals,
      ),
      qualifiedAt: at,
      claimBy: addDays(at, rules.claimDays),
    });
  }

  async function applyToEntries(money: MoneyTransaction, events: readonly ActivityEvent[]) {
    const memberIds = [...new Set(events.map((event) => event.memberId))];
    const live = await promotions.liveEntriesOf(money.tx, memberIds);
    if (live.length === 0) return;
    const decimalsByBrand = new Map<number, number>();
    for (const event of events) {
      const decimals =
        decimalsByBrand.get(event.merchantId) ??
        (await currencyDecimalsOf(money.tx, event.merchantId));
      decimalsByBrand.set(event.merchantId, decimals);
      for (const item of live) {
        if (item.entry.memberId !== event.memberId) continue;
        // the row may change earlier in this batch: keep the list's copy current
        if (event.kind === 'deposit') {
          const updated = await qualifyByDeposit(
            money,
            item.entry,
            item.promotion,
            event,
            decimals,
          );
          if (updated) {
            // a reward became claimable, or stopped being: the reward centre and its badge
            if (updated.state !== item.entry.state) {
              const memberId = updated.memberId;
              money.afterCommit(() => deps.announce?.(memberId));
            }
            item.entry = updated;
          }
        } else if (
          item.promotion.rules.award.type === 'bet_percent' &&
          event.occurredAt >= item.entry.joinedAt
        ) {
          const sum = item.entry.betProgress + BigInt(event.sign) * event.validBet;
          const progress = sum < 0n ? 0n : sum;
          const bonusAmount =
            item.entry.state === 'claimable'
              ? bonusAmountOf(
                  item.promotion.rules.award,
                  { deposit: item.entry.depositAmount, validBets: progress },
                  decimals,
                )
              : item.entry.bonusAmount;
          const updated = await promotions.updateEntry(money.tx, item.entry.id, {
            betProgress: progress,
            bonusAmount,
          });
          if (updated) item.entry = updated;
        }
      }
    }
  }

  return async (money: MoneyTransaction, events: readonly ActivityEvent[]) => {
    await applyTurnover(money, events);
    await applyToEntries(money, events);
  };
}
