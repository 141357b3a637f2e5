import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { Executor } from '../../db/rows.ts';
import type { ActivityFeed } from '../../platform/activity-feed.ts';
import { memberTopic, type EventBus } from '../../platform/event-bus.ts';
import type { CatchUpSource } from '../../platform/member-catch-up.ts';
import type { RequireMember } from '../../platform/member-guard.ts';
import type { Scheduler } from '../../platform/scheduler.ts';
import type { StaffAuth } from '../backoffice/index.ts';
import type { MoneyTransaction, WalletService } from '../wallet/index.ts';
import { bonusExpiryIntervalMs, bonusExpiryJob, runBonusExpiry } from './bonus-expiry.ts';
import { createBonusLifecycle } from './bonus-lifecycle.ts';
import { bonusesRepository } from './bonuses.repository.ts';
import { promotionsRepository } from './promotions.repository.ts';
import { createPromotionsService } from './promotions.service.ts';
import { createRewardCentre } from './reward-centre.service.ts';
import type { DepositHistory } from './reward-ports.ts';
import { rewardsOperatorRoutes } from './rewards-operator.routes.ts';
import { createRewardsOperator } from './rewards-operator.service.ts';
import { rewardsRoutes } from './rewards.routes.ts';
import { createTurnoverConsumer } from './turnover-consumer.ts';
import { createWithdrawalGate, type WithdrawalGate } from './withdrawal-gate.ts';

export interface RewardsModuleDeps {
  db: Db;
  wallet: Pick<WalletService, 'transact' | 'lockMember'>;
  /** The money events' queue: settled rounds add bonus turnover, deposits qualify entries. */
  activity: ActivityFeed<MoneyTransaction>;
  scheduler: Scheduler;
  requireMember: RequireMember;
  staff: StaffAuth;
  /** The member's completed deposits (payments owns them): a first deposit's test. */
  deposits: DepositHistory;
  /** The member's live channel: `rewards_changed` when a reward becomes claimable. */
  events?: EventBus;
}

export interface Rewards {
  /** Member routes: promotions, apply, claim, the reward centre, bonus details. */
  routes: FastifyPluginAsyncZod;
  /** The operator API under /bo/rewards. */
  operatorRoutes: FastifyPluginAsyncZod;
  /** What open wagering means for a withdrawal (the payments module's gate). */
  withdrawalGate: WithdrawalGate;
  /** Whether a wagering bonus is under way (the loyalty module's port: no rebate then). */
  wageringActive(executor: Executor, merchantId: number, memberId: number): Promise<boolean>;
  /**
   * Starts a bonus with wagering amount × multiplier inside the caller's money transaction
   * (the activities module's prizes paid as bonus); its money moves as any bonus's does.
   */
  grantBonus(money: MoneyTransaction, grant: BonusGrant): Promise<void>;
  /** The live channel's catch-up: did a reward qualify or get claimed since then. */
  catchUp: CatchUpSource;
}

/** A bonus another module grants (an activity's prize). */
export interface BonusGrant {
  merchantId: number;
  memberId: number;
  amount: bigint;
  multiplier: number;
  reason: string;
}

/**
 * The rewards module (docs/rewards.md "Bonuses and promotions"): bonuses with wagering,
 * promotions, the reward centre and the withdrawal gate. Registers its activity consumer
 * (`rewards`) and its expiry job.
 */
export function createRewards(deps: RewardsModuleDeps): Rewards {
  const { db, wallet } = deps;
  const lifecycle = createBonusLifecycle({ wallet });
  const announce = (memberId: number) =>
    deps.events?.publish(memberTopic(memberId), { type: 'rewards_changed' });
  deps.activity.consume(
    'rewards',
    createTurnoverConsumer({ lifecycle, deposits: deps.deposits, announce }),
  );
  deps.scheduler.every(bonusExpiryJob, bonusExpiryIntervalMs, async () => {
    await runBonusExpiry({ db, wallet, lifecycle, now: new Date() });
  });
  const promotions = createPromotionsService({ db, wallet, lifecycle, deposits: deps.deposits });
  const centre = createRewardCentre({ db });
  const operator = createRewardsOperator({ db, wallet, lifecycle });
  return {
    routes: async (app) => {
      await app.register(rewardsRoutes, { requireMember: deps.requireMember, promotions, centre });
    },
    operatorRoutes: async (app) => {
      await app.register(rewardsOperatorRoutes, { staff: deps.staff, operator });
    },
    catchUp: {
      kind: 'rewards',
      changedSince: (memberId, since) => promotionsRepository.changedSince(db, memberId, since),
    },
    withdrawalGate: createWithdrawalGate({ db, activity: deps.activity, lifecycle }),
    wageringActive: (executor, merchantId, memberId) =>
      bonusesRepository.hasActive(executor, merchantId, memberId),
    async grantBonus(money, grant) {
      await lifecycle.start(
        money,
        {
          merchantId: grant.merchantId,
          memberId: grant.memberId,
          promotionId: null,
          entryId: null,
          amount: grant.amount,
          depositAmount: 0n,
          wageringBase: 'bonus',
          multiplier: grant.multiplier,
          validDays: 30,
          grantedBy: null,
          reason: grant.reason,
        },
        new Date(),
      );
    },
  };
}
