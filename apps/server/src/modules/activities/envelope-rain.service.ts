import { randomInt } from 'node:crypto';
import { AppError } from '../../platform/app-error.ts';
import { localToday } from '../../platform/local-dates.ts';
import type { WalletService } from '../wallet/index.ts';
import { activitiesRepository as repository } from './activities.repository.ts';
import type { MemberRef } from './activity-plays.service.ts';
import type { PayAward } from './activity-prizes.ts';
import { rainAmounts, stateOf } from './activity-rules.ts';
import { prizeView } from './activity-views.ts';
import { rainAt } from './rain-windows.ts';

/** A uniform amount in [min, max] minor units (max ≥ min ≥ 0). */
function envelopeAmount(min: bigint, max: bigint): bigint {
  const span = max - min;
  if (span <= 0n) return min;
  // randomInt takes safe integers: a span beyond 2^48 minor units is no envelope
  return min + BigInt(randomInt(0, Number(span) + 1));
}

/**
 * Red-envelope rain: during a window, a member catches one envelope per try (a few a day). The
 * activity row is locked for the try, so envelopes are drawn from what is left of the budget
 * one at a time and the budget never goes below zero: an envelope is at most what is left, and
 * an empty one (0.00) once less than the smallest envelope is left.
 */
export function createEnvelopeRain(deps: {
  wallet: Pick<WalletService, 'transact' | 'lockMember'>;
  payAward: PayAward;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    async catchEnvelope(member: MemberRef, id: number) {
      const { merchant, memberId } = member;
      const today = localToday(merchant.timeZone, now());
      return deps.wallet.transact(async (money) => {
        const activity = await repository.findForUpdate(money.tx, merchant.id, id);
        if (!activity) throw new AppError('activity_not_found');
        if (stateOf(activity, now()) !== 'open') throw new AppError('activity_not_open');
        const rules = activity.rules;
        if (rules.kind !== 'red_envelope_rain') throw new AppError('activity_wrong_kind');
        if (!rainAt(rules.windows, merchant.timeZone, now()).raining) {
          throw new AppError('activity_not_raining');
        }
        const tries = await repository.countOnDay(money.tx, activity.id, memberId, today);
        if (tries >= rules.triesPerDay) throw new AppError('activity_no_tries_left');
        const { min, max } = rainAmounts(rules, merchant.currencyDecimals);
        const left = activity.budgetLeft ?? 0n;
        const amount = left < min ? 0n : envelopeAmount(min, max < left ? max : left);
        await repository.spendBudget(money.tx, activity.id, amount);
        const prize = { amount, bonusMultiplier: 0 };
        const award = await deps.payAward(money, {
          merchantId: merchant.id,
          memberId,
          activityId: activity.id,
          awardKey: `rain:${today}:${tries + 1}`,
          localDay: today,
          prize,
          alreadyPaid: 'activity_no_tries_left',
        });
        return {
          id: award.id,
          activityId: activity.id,
          prize: prizeView(prize, merchant.currencyDecimals),
          createdAt: award.createdAt.toISOString(),
          triesLeft: rules.triesPerDay - tries - 1,
        };
      });
    },
  };
}
export type EnvelopeRain = ReturnType<typeof createEnvelopeRain>;
