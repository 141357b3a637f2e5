import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { abandonBoFixture, listBoOwed, resumeBoFixture, writeOffBoOwed } from '@lobby/contracts';
import { createRouteKit } from '../../platform/route-kit.ts';
import type { StaffAuth } from '../backoffice/index.ts';
import type { Abandonment } from './abandonment.service.ts';
import type { OwedCollection } from './owed-collection.service.ts';

export interface UpkeepRoutesDeps {
  staff: StaffAuth;
  abandonment: Abandonment;
  owed: OwedCollection;
}

/** The operator API for abandoned matches and owed money (/bo/sportsbook…), audited. */
export const upkeepRoutes: FastifyPluginAsyncZod<UpkeepRoutesDeps> = async (app, deps) => {
  const { abandonment, owed } = deps;
  const { route } = createRouteKit(app, {
    requireStaff: (roles) => deps.staff.requireStaff(roles),
  });
  const actor = (request: { staff: { id: number }; ip: string }) => ({
    staffId: request.staff.id,
    ip: request.ip,
  });
  const at = { authAt: 'onRequest' } as const;

  route(abandonBoFixture, { rate: 'write', ...at }, (request) =>
    abandonment.abandon(request.merchant.id, actor(request), request.params.id, request.body),
  );
  route(resumeBoFixture, { rate: 'write', ...at }, (request) =>
    abandonment.resume(request.merchant.id, actor(request), request.params.id),
  );
  route(listBoOwed, { rate: 'read', ...at }, (request) => owed.list(request.merchant.id));
  route(writeOffBoOwed, { rate: 'write', ...at }, (request) =>
    owed.writeOff(request.merchant.id, actor(request), request.params.id),
  );
};
