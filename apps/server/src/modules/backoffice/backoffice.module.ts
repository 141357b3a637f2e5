import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../module-deps.ts';
import { createAdjustmentsService } from './adjustments.service.ts';
import { auditRoutes } from './audit.routes.ts';
import { createBackofficeRepository } from './backoffice.repository.ts';
import { memberRoutes } from './members.routes.ts';
import { staffSessionRoutes } from './staff-session.routes.ts';

/**
 * The back-office API of a brand: staff sessions, manual adjustments, member wallets and the
 * audit log. Deposit and withdrawal reviews are registered by the payments modules.
 */
export const backofficeModule: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const repository = createBackofficeRepository(deps.db);
  const adjustments = createAdjustmentsService({ wallet: deps.wallet, repository });
  await app.register(staffSessionRoutes, { staff: deps.staff });
  await app.register(memberRoutes, { staff: deps.staff, adjustments });
  await app.register(auditRoutes, { staff: deps.staff, repository });
};
