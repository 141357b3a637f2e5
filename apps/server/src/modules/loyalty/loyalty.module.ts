import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { ActivityFeed } from '../../platform/activity-feed.ts';
import type { RequireMember } from '../../platform/member-guard.ts';
import type { PayloadCrypto } from '../../platform/payload-encryption.ts';
import type { Scheduler } from '../../platform/scheduler.ts';
import type { StaffAuth } from '../backoffice/index.ts';
import type { AssertPaymentPassword } from '../identity/index.ts';
import type { MoneyTransaction, WalletService } from '../wallet/index.ts';
import { createLoyaltyActivity } from './loyalty-activity.ts';
import { createLoyaltyConfigRepository } from './loyalty-config.repository.ts';
import { createLoyaltyOperator } from './loyalty-operator.service.ts';
import { loyaltyOperatorRoutes } from './loyalty-operator.routes.ts';
import type { LoyaltyBrand, PointsSystemOn, WageringActive } from './loyalty-ports.ts';
import { loyaltyRoutes } from './loyalty.routes.ts';
import { createMall } from './mall.service.ts';
import { createPointsGrants } from './points-grants.ts';
import { createPointsLedger } from './points-ledger.ts';
import { createPointsService } from './points.service.ts';
import { createRebates } from './rebates.service.ts';
import { createVip } from './vip.service.ts';

export interface LoyaltyDeps {
  db: Db;
  wallet: WalletService;
  activity: ActivityFeed<MoneyTransaction>;
  scheduler: Scheduler;
  requireMember: RequireMember;
  assertPaymentPassword: AssertPaymentPassword;
  payloadCrypto: PayloadCrypto;
  staff: StaffAuth;
  /** PTSYS3: the system module's white-label switch, read on the caller's transaction. */
  pointsSystemOn: PointsSystemOn;
  /** The rewards module's answer: a member clearing a wagering bonus earns no rebate. */
  wageringActive: WageringActive;
  clock?: () => Date;
}

/** Names of the loyalty jobs (for `scheduler.runNow` in tests and ops). */
export const loyaltyJobs = {
  rebateCutoff: 'loyalty-rebate-cutoff',
  vipReview: 'loyalty-vip-review',
  birthdays: 'loyalty-birthday-bonus',
  pointsExpiry: 'loyalty-points-expiry',
} as const;
const minuteMs = 60_000;

/**
 * VIP, points (PTSYS3), the points mall and rebates (issue 14 part B; docs/rewards.md). Built
 * once: the services, the activity consumer and the jobs; `routes` and `operatorRoutes` are
 * registered under the brand scope.
 */
export function createLoyalty(deps: LoyaltyDeps) {
  const { db, wallet } = deps;
  const config = createLoyaltyConfigRepository();
  const pointsLedger = createPointsLedger();
  const pointsOn = (merchantId: number) => deps.pointsSystemOn(db, merchantId);
  const clock = deps.clock ? { clock: deps.clock } : {};
  const vip = createVip({ db, wallet, config, ...clock });
  const points = createPointsService({
    db,
    wallet,
    config,
    points: pointsLedger,
    pointsSystemOn: pointsOn,
    ...clock,
  });
  const mall = createMall({ db, wallet, config, points: pointsLedger, pointsSystemOn: pointsOn });
  const rebates = createRebates({ db, wallet, config });
  const operator = createLoyaltyOperator({ db, config });
  const activity = createLoyaltyActivity({
    config,
    points: pointsLedger,
    wageringActive: deps.wageringActive,
    pointsSystemOn: deps.pointsSystemOn,
  });
  deps.activity.consume('loyalty', (work, events) => activity.consume(work, events));

  const now = deps.clock ?? (() => new Date());
  async function brands(): Promise<LoyaltyBrand[]> {
    const rows = await rowsOf<{
      id: number | string;
      time_zone: string;
      currency_decimals: number;
    }>(
      db,
      sql`select m.id, m.time_zone, m.currency_decimals from merchants m
          where exists (select 1 from vip_tiers v where v.merchant_id = m.id)
             or exists (select 1 from loyalty_settings s where s.merchant_id = m.id)`,
    );
    return rows.map((row) => ({
      id: Number(row.id),
      timeZone: row.time_zone,
      currencyDecimals: Number(row.currency_decimals),
    }));
  }
  deps.scheduler.every(loyaltyJobs.rebateCutoff, minuteMs, async () => {
    for (const brand of await brands()) await rebates.cutOffDue(brand, now());
  });
  deps.scheduler.every(loyaltyJobs.vipReview, 5 * minuteMs, async () => {
    for (const brand of await brands()) await vip.reviewDue(brand);
  });
  deps.scheduler.every(loyaltyJobs.birthdays, 15 * minuteMs, async () => {
    for (const brand of await brands()) await vip.payBirthdays(brand);
  });
  deps.scheduler.every(loyaltyJobs.pointsExpiry, 5 * minuteMs, async () => {
    await points.expireDue();
  });

  const routes: FastifyPluginAsync = async (app) => {
    await app.register(loyaltyRoutes, {
      requireMember: deps.requireMember,
      assertPaymentPassword: deps.assertPaymentPassword,
      payloadCrypto: deps.payloadCrypto,
      vip,
      points,
      mall,
      rebates,
    });
  };
  const operatorRoutes: FastifyPluginAsync = async (app) => {
    await app.register(loyaltyOperatorRoutes, {
      db,
      staff: deps.staff,
      operator,
      mall,
      rebates,
      vip,
    });
  };
  return {
    routes,
    operatorRoutes,
    rebates,
    vip,
    points,
    /** The missions module's port: the member's VIP level. */
    vipLevelOf: vip.levelOf,
    /** The payments module's port: the VIP level's daily withdrawal limits. */
    withdrawalLimits: vip.withdrawalLimits,
    /** The activities module's port: points prizes, idempotent by source key. */
    grantPoints: createPointsGrants({ config, points: pointsLedger }),
  };
}
export type Loyalty = ReturnType<typeof createLoyalty>;
