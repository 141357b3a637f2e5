import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { ActivityFeed } from '../../platform/activity-feed.ts';
import type { RequireMember } from '../../platform/member-guard.ts';
import type { Scheduler } from '../../platform/scheduler.ts';
import type { StaffAuth } from '../backoffice/index.ts';
import type { MoneyTransaction, WalletService } from '../wallet/index.ts';
import { applyLeaderboardEvents } from './leaderboard-scoring.ts';
import { createLeaderboardsRepository } from './leaderboards.repository.ts';
import { createLeaderboardsService } from './leaderboards.service.ts';
import { applyMissionEvents } from './mission-progress.ts';
import { missionsOperatorRoutes } from './missions-operator.routes.ts';
import { createMissionsOperator } from './missions-operator.service.ts';
import { createMissionsRepository } from './missions.repository.ts';
import { missionsRoutes } from './missions.routes.ts';
import { createMissionsService } from './missions.service.ts';
import type { VipLevelOf } from './ports.ts';

export interface MissionsModuleDeps {
  db: Db;
  wallet: WalletService;
  /** The money events: this module registers one consumer (progress and scores). */
  activity: ActivityFeed<MoneyTransaction>;
  scheduler: Scheduler;
  requireMember: RequireMember;
  staff: StaffAuth;
  /** The loyalty module's VIP level (a port: missions do not import loyalty). */
  vipLevelOf: VipLevelOf;
}

/** The activity consumer's name. */
export const missionsConsumer = 'missions';
/** The job that closes ended leaderboard periods and pays their prizes. */
export const leaderboardCloseJob = 'leaderboard-close';
const closeIntervalMs = 60_000;

/**
 * Missions and leaderboards (issue 14): progress and scores from the activity feed, claims,
 * the period close that pays the prize pools, the operator API. docs/rewards.md.
 */
export const missionsModule: FastifyPluginAsyncZod<MissionsModuleDeps> = async (app, deps) => {
  const { db, wallet, activity } = deps;
  const missionsRepository = createMissionsRepository();
  const leaderboardsRepository = createLeaderboardsRepository();

  activity.consume(missionsConsumer, async ({ tx }, events) => {
    const merchantIds = [...new Set(events.map((event) => event.merchantId))];
    const missions = await missionsRepository.enabledOf(tx, merchantIds);
    const boards = await leaderboardsRepository.enabledOf(tx, merchantIds);
    if (missions.length === 0 && boards.length === 0) return;
    const zones = await missionsRepository.timeZones(tx, merchantIds);
    await applyMissionEvents(tx, missionsRepository, missions, zones, events);
    await applyLeaderboardEvents(tx, leaderboardsRepository, boards, zones, events);
  });

  const missions = createMissionsService({
    db,
    wallet,
    activity,
    repository: missionsRepository,
    vipLevelOf: deps.vipLevelOf,
  });
  const leaderboards = createLeaderboardsService({
    db,
    wallet,
    activity,
    repository: leaderboardsRepository,
  });
  deps.scheduler.every(leaderboardCloseJob, closeIntervalMs, async () => {
    await leaderboards.closeDue();
  });
  const operator = createMissionsOperator({
    db,
    missions: missionsRepository,
    leaderboards: leaderboardsRepository,
  });
  await app.register(missionsRoutes, { requireMember: deps.requireMember, missions, leaderboards });
  await app.register(missionsOperatorRoutes, { staff: deps.staff, operator, leaderboards });
};
