import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../platform/file-storage.ts';
import type { RequireMember } from '../../platform/member-guard.ts';
import type { Scheduler } from '../../platform/scheduler.ts';
import type { StaffAuth } from '../backoffice/index.ts';
import type { WalletService } from '../wallet/index.ts';
import { activitiesOperatorRoutes } from './activities-operator.routes.ts';
import { createActivitiesOperator } from './activities-operator.service.ts';
import { activitiesRoutes } from './activities.routes.ts';
import type { GrantBonus, GrantPoints } from './activity-ports.ts';
import { createActivityPlays } from './activity-plays.service.ts';
import { createPrizePayer } from './activity-prizes.ts';
import { createApplications } from './applications.service.ts';
import { createEnvelopeRain } from './envelope-rain.service.ts';
import { createRaffles } from './raffle.service.ts';

export interface ActivitiesModuleDeps {
  db: Db;
  wallet: Pick<WalletService, 'transact' | 'lockMember'>;
  requireMember: RequireMember;
  staff: StaffAuth;
  /** Where application images are (uploaded through platform/uploads.routes.ts). */
  storage: FileStorage;
  /** The rewards module's bonus engine: prizes paid as a bonus with wagering. */
  grantBonus: GrantBonus;
  /** The loyalty module's points: prizes paid in points. */
  grantPoints: GrantPoints;
  /** Runs the raffle draw at close, exactly once across instances. */
  scheduler: Scheduler;
}

/** Names of the activities jobs (for `scheduler.runNow` in tests and ops). */
export const activitiesJobs = { raffleDraw: 'activities-raffle-draw' } as const;

/**
 * Activities (issue 14; docs/rewards.md "Activities"): the activity centre, check-in, the
 * provably fair lucky wheel and raffle, coupon codes, applications with images, the envelope
 * rain, and the operator API.
 */
export const activitiesModule: FastifyPluginAsyncZod<ActivitiesModuleDeps> = async (app, deps) => {
  const { db, wallet } = deps;
  const payAward = createPrizePayer({ grantBonus: deps.grantBonus, grantPoints: deps.grantPoints });
  const raffles = createRaffles({ db, wallet, payAward });
  const plays = createActivityPlays({ db, wallet, payAward, raffles });
  const applications = createApplications({ db, wallet, payAward });
  const rain = createEnvelopeRain({ wallet, payAward });
  const operator = createActivitiesOperator({ db, storage: deps.storage, raffles });
  deps.scheduler.every(activitiesJobs.raffleDraw, 60_000, () => raffles.drawDue());
  await app.register(activitiesRoutes, {
    requireMember: deps.requireMember,
    plays,
    applications,
    rain,
    raffles,
  });
  await app.register(activitiesOperatorRoutes, { staff: deps.staff, operator });
};
