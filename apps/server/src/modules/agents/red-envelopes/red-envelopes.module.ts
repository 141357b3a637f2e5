import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listBoRedEnvelopes } from '@lobby/contracts';
import type { Db } from '../../../db/client.ts';
import type { RequireMember } from '../../../platform/member-guard.ts';
import { createRouteKit } from '../../../platform/route-kit.ts';
import type { Scheduler } from '../../../platform/scheduler.ts';
import type { StaffAuth } from '../../backoffice/index.ts';
import type { WalletService } from '../../wallet/index.ts';
import { createTeamRepository } from '../team.repository.ts';
import { redEnvelopesRoutes } from './red-envelopes.routes.ts';
import { createRedEnvelopesRepository } from './red-envelopes.repository.ts';
import { createRedEnvelopes } from './red-envelopes.service.ts';

export interface RedEnvelopesModuleDeps {
  db: Db;
  wallet: WalletService;
  requireMember: RequireMember;
  staff: StaffAuth;
  scheduler: Scheduler;
}

/** The scheduled job that gives back the unclaimed rest of overdue envelopes. */
export const redEnvelopeExpiryJob = 'red-envelope-expiry';
const expiryIntervalMs = 60_000;

/** Red envelopes: the agent's and member's calls, the operator's list, the expiry job. */
export const redEnvelopesModule: FastifyPluginAsyncZod<RedEnvelopesModuleDeps> = async (
  app,
  deps,
) => {
  const { db } = deps;
  const redEnvelopes = createRedEnvelopes({
    db,
    wallet: deps.wallet,
    repository: createRedEnvelopesRepository(),
  });
  deps.scheduler.every(redEnvelopeExpiryJob, expiryIntervalMs, async () => {
    await redEnvelopes.expireDue();
  });
  await app.register(redEnvelopesRoutes, { requireMember: deps.requireMember, redEnvelopes });

  const team = createTeamRepository();
  const { route } = createRouteKit(app, {
    requireStaff: (roles) => deps.staff.requireStaff(roles),
  });
  route(listBoRedEnvelopes, { rate: 'read', authAt: 'onRequest' }, (request) =>
    redEnvelopes.listAll(request.merchant, request.query, async (name) => {
      const account = await team.findByUsername(db, request.merchant.id, name);
      return account?.id;
    }),
  );
};
