import type { MoneyTransaction } from '../wallet/index.ts';
import type { LoyaltyConfigRepository } from './loyalty-config.repository.ts';
import type { PointsLedger } from './points-ledger.ts';

/** Points given by another module (an activity's prize), once per source key. */
export interface PointsGrant {
  merchantId: number;
  memberId: number;
  points: number;
  /** The brand's local day of the grant: the lot's expiry counts from it. */
  day: string;
  reason: string;
  /** The cause that may be paid only once (`activity:<id>:<member>:<cause>`). */
  sourceKey: string;
}

/**
 * Grants points in the caller's money transaction: the ledger posting (house `points_issued`
 * → member `points`, idempotent by the source key), then, unless the posting was a replay, a
 * history row (kind `activity`, the key as reference) and a lot with the brand's normal
 * expiry. A replayed key adds nothing.
 */
export function createPointsGrants(deps: {
  config: Pick<LoyaltyConfigRepository, 'settings'>;
  points: PointsLedger;
}) {
  return async function grantPoints(money: MoneyTransaction, grant: PointsGrant): Promise<void> {
    if (!Number.isSafeInteger(grant.points) || grant.points <= 0) return;
    const points = BigInt(grant.points);
    const posted = await money.post({
      merchantId: grant.merchantId,
      idempotencyKey: `points:grant:${grant.sourceKey}`,
      kind: 'points',
      memberId: grant.memberId,
      reference: grant.sourceKey,
      memo: { type: 'activity', reason: grant.reason },
      legs: [
        { account: { house: 'points_issued' }, amount: -points },
        { account: { memberId: grant.memberId, kind: 'points' }, amount: points },
      ],
    });
    if (posted.replayed) return;
    const settings = await deps.config.settings(money.tx, grant.merchantId);
    const owner = { merchantId: grant.merchantId, memberId: grant.memberId, day: grant.day };
    await deps.points.addEntry(money.tx, {
      ...owner,
      kind: 'activity',
      points,
      reference: grant.sourceKey,
    });
    await deps.points.addToLot(money.tx, {
      ...owner,
      points,
      expiryDays: settings.pointsExpiryDays,
    });
  };
}
export type GrantPoints = ReturnType<typeof createPointsGrants>;
