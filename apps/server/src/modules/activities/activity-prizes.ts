import type { ErrorCode } from '@lobby/contracts';
import { AppError } from '../../platform/app-error.ts';
import type { MoneyTransaction } from '../wallet/index.ts';
import { activitiesRepository as repository, type AwardRow } from './activities.repository.ts';
import type { GrantBonus, GrantPoints } from './activity-ports.ts';
import type { Prize } from './activity-rules.ts';

/** One prize to pay: who, for which activity, and the cause that may be paid only once. */
export interface AwardRequest {
  merchantId: number;
  memberId: number;
  activityId: number;
  awardKey: string;
  localDay: string;
  prize: Prize;
  detail?: Record<string, unknown>;
  /** The refusal when the cause was already paid. */
  alreadyPaid: ErrorCode;
}

/**
 * Pays an activity's prize inside the caller's money transaction: the award row first (its
 * unique cause refuses a second payment, whatever raced it), then the money: cash from the
 * house `promotions` account to `main`, or a bonus with wagering through the bonus engine;
 * and the prize's points, if any, through the loyalty module.
 */
export function createPrizePayer(deps: { grantBonus: GrantBonus; grantPoints: GrantPoints }) {
  return async function payAward(
    money: MoneyTransaction,
    request: AwardRequest,
  ): Promise<AwardRow> {
    const award = await repository.insertAward(money.tx, {
      merchantId: request.merchantId,
      memberId: request.memberId,
      activityId: request.activityId,
      awardKey: request.awardKey,
      localDay: request.localDay,
      amount: request.prize.amount,
      bonusMultiplier: request.prize.bonusMultiplier,
      detail: {
        ...request.detail,
        ...(request.prize.points ? { points: request.prize.points } : {}),
      },
    });
    if (!award) throw new AppError(request.alreadyPaid);
    const { amount, bonusMultiplier, points } = request.prize;
    if (points) {
      await deps.grantPoints(money, {
        merchantId: request.merchantId,
        memberId: request.memberId,
        points,
        day: request.localDay,
        reason: `activity:${request.activityId}`,
        sourceKey: `activity:${request.activityId}:${request.memberId}:${request.awardKey}`,
      });
    }
    if (amount <= 0n) return award;
    if (bonusMultiplier > 0) {
      await deps.grantBonus(money, {
        merchantId: request.merchantId,
        memberId: request.memberId,
        amount,
        multiplier: bonusMultiplier,
        reason: `activity:${request.activityId}:${request.awardKey}`,
      });
      return award;
    }
    await money.post({
      merchantId: request.merchantId,
      idempotencyKey: `activity:${request.activityId}:${request.memberId}:${request.awardKey}`,
      kind: 'bonus',
      memberId: request.memberId,
      reference: `activity:${request.activityId}`,
      memo: { source: 'activity', activity: String(request.activityId), cause: request.awardKey },
      legs: [
        { account: { house: 'promotions' }, amount: -amount },
        { account: { memberId: request.memberId, kind: 'main' }, amount },
      ],
    });
    return award;
  };
}
export type PayAward = ReturnType<typeof createPrizePayer>;
