import {
  formatMinorUnits,
  type Language,
  type MemberMissions,
  type MissionClaimResult,
  type MissionSummary,
} from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import type { ActivityFeed } from '../../platform/activity-feed.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit-trail.ts';
import type { Merchant } from '../../platform/merchant-context.ts';
import type { MoneyTransaction, WalletService } from '../wallet/index.ts';
import { toMemberMission } from './mission-view.ts';
import type { MissionRow, MissionsRepository, ProgressRow } from './missions.repository.ts';
import { periodHolding, type Period } from './periods.ts';
import type { VipLevelOf } from './ports.ts';

type Brand = Pick<Merchant, 'id' | 'currencyDecimals' | 'timeZone'>;

export interface MissionsServiceDeps {
  db: Db;
  wallet: WalletService;
  activity: Pick<ActivityFeed<MoneyTransaction>, 'drainMember'>;
  repository: MissionsRepository;
  vipLevelOf: VipLevelOf;
  clock?: () => Date;
}

interface MissionState {
  mission: MissionRow;
  period: Period;
  progress: ProgressRow | undefined;
}

/** The house account rewards are paid from (a promotion cost of the brand). */
const promotionsHouse = { house: 'promotions' } as const;

/**
 * The member's side of missions: the current periods' missions with progress, the badge
 * count, and the claim (one locked transaction; twice pays once).
 */
export function createMissionsService(deps: MissionsServiceDeps) {
  const { db, wallet, repository } = deps;
  const now = deps.clock ?? (() => new Date());

  /** Every enabled mission in its current period with the member's row; events drained first. */
  async function statesOf(merchant: Brand, memberId: number): Promise<MissionState[]> {
    await deps.activity.drainMember(memberId);
    const missions = await repository.enabledOf(db, [merchant.id]);
    const at = now();
    const periods = missions.map((mission) => periodHolding(mission.period, at, merchant.timeZone));
    const rows = await repository.progressOf(db, memberId, [
      ...new Set(periods.map((period) => period.key)),
    ]);
    return missions.map((mission, index) => {
      const period = periods[index]!;
      const progress = rows.find(
        (row) => row.missionId === mission.id && row.periodKey === period.key,
      );
      return { mission, period, progress };
    });
  }

  const isClaimable = (state: MissionState, vipLevel: number) =>
    state.progress !== undefined &&
    state.progress.claimedAt === null &&
    state.progress.progress >= state.mission.target &&
    vipLevel >= state.mission.minVipLevel;

  return {
    async list(merchant: Brand, memberId: number, lang: Language): Promise<MemberMissions> {
      const states = await statesOf(merchant, memberId);
      const vipLevel = await deps.vipLevelOf(db, merchant.id, memberId);
      return {
        missions: states.map((state) =>
          toMemberMission(state.mission, state.progress, {
            lang,
            decimals: merchant.currencyDecimals,
            vipLevel,
            endsAt: state.period.end,
          }),
        ),
      };
    },

    async summary(merchant: Brand, memberId: number): Promise<MissionSummary> {
      const states = await statesOf(merchant, memberId);
      const vipLevel = await deps.vipLevelOf(db, merchant.id, memberId);
      return { claimable: states.filter((state) => isClaimable(state, vipLevel)).length };
    },

    /**
     * Pays a completed mission of the current period from the promotions account. The progress
     * row is locked first, so concurrent claims queue there and the second finds it claimed;
     * the ledger key (mission, member, period) would refuse a second payment anyway.
     */
    async claim(
      actor: { merchant: Brand; memberId: number; ip: string },
      missionId: number,
    ): Promise<MissionClaimResult> {
      const { merchant, memberId } = actor;
      await deps.activity.drainMember(memberId);
      return wallet.transact(async ({ tx, post }) => {
        const mission = await repository.find(tx, merchant.id, missionId);
        if (!mission || !mission.enabled) throw new AppError('mission_not_found');
        const at = now();
        const period = periodHolding(mission.period, at, merchant.timeZone);
        const key = { missionId, memberId, periodKey: period.key, merchantId: merchant.id };
        const [row] = await repository.lockProgress(tx, [key]);
        if (row?.claimedAt) throw new AppError('mission_already_claimed');
        if (!row || row.progress < mission.target) throw new AppError('mission_not_completed');
        if ((await deps.vipLevelOf(tx, merchant.id, memberId)) < mission.minVipLevel) {
          throw new AppError('mission_locked');
        }
        const posted = await post({
          merchantId: merchant.id,
          idempotencyKey: `mission:${missionId}:${memberId}:${period.key}`,
          kind: 'bonus',
          memberId,
          reference: `mission:${missionId}`,
          memo: { source: 'mission', mission: String(missionId), period: period.key },
          legs: [
            { account: promotionsHouse, amount: -mission.reward },
            { account: { memberId, kind: 'main' }, amount: mission.reward },
          ],
        });
        await repository.markClaimed(tx, key, mission.reward, at);
        await recordAudit(tx, {
          merchantId: merchant.id,
          actorKind: 'member',
          actorId: memberId,
          action: 'mission.claim',
          subjectKind: 'mission',
          subjectId: missionId,
          after: { period: period.key, reward: mission.reward },
          ip: actor.ip,
        });
        const main = posted.postings.find((posting) => posting.memberId === memberId);
        return {
          missionId,
          amount: formatMinorUnits(mission.reward, merchant.currencyDecimals),
          balance: formatMinorUnits(main?.balanceAfter ?? 0n, merchant.currencyDecimals),
        };
      });
    },
  };
}
export type MissionsService = ReturnType<typeof createMissionsService>;
