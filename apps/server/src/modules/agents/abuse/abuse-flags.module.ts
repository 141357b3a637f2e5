import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAbuseFlags, reviewAbuseFlag } from '@lobby/contracts';
import type { Db } from '../../../db/client.ts';
import { createRouteKit } from '../../../platform/route-kit.ts';
import type { Scheduler } from '../../../platform/scheduler.ts';
import type { StaffAuth } from '../../backoffice/index.ts';
import { createAbuseFlagsRepository } from './abuse-flags.repository.ts';
import { createAbuseFlags } from './abuse-flags.service.ts';

export interface AbuseFlagsModuleDeps {
  db: Db;
  staff: StaffAuth;
  scheduler: Scheduler;
}

/** The scheduled detection of self-referrals and dormant agents. */
export const abuseDetectionJob = 'agent-abuse-detection';
const detectionIntervalMs = 3_600_000;

/** Abuse flags: the hourly detection job and the operator's list and review calls. */
export const abuseFlagsModule: FastifyPluginAsyncZod<AbuseFlagsModuleDeps> = async (app, deps) => {
  const flags = createAbuseFlags({ db: deps.db, repository: createAbuseFlagsRepository() });
  deps.scheduler.every(abuseDetectionJob, detectionIntervalMs, async () => {
    await flags.detect();
  });
  const { route } = createRouteKit(app, {
    requireStaff: (roles) => deps.staff.requireStaff(roles),
  });
  route(listAbuseFlags, { rate: 'read', authAt: 'onRequest' }, (request) =>
    flags.list(request.merchant.id, request.query),
  );
  route(reviewAbuseFlag, { rate: 'write', authAt: 'onRequest' }, (request) =>
    flags.review(request.merchant.id, request.params.id, { id: request.staff.id, ip: request.ip }),
  );
};
