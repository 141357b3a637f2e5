import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  drawBoRaffle,
  approveBoApplication,
  createBoActivity,
  createBoCoupons,
  getBoApplicationImage,
  listBoActivities,
  listBoApplications,
  listBoCoupons,
  rejectBoApplication,
  updateBoActivity,
} from '@lobby/contracts';
import { createRouteKit } from '../../platform/route-kit.ts';
import type { StaffAuth } from '../backoffice/index.ts';
import type { ActivitiesOperator } from './activities-operator.service.ts';

export interface ActivitiesOperatorRoutesDeps {
  staff: StaffAuth;
  operator: ActivitiesOperator;
}

/** The operator API of activities (/bo/activities…). */
export const activitiesOperatorRoutes: FastifyPluginAsyncZod<ActivitiesOperatorRoutesDeps> = async (
  app,
  deps,
) => {
  const { operator } = deps;
  const { route, rawRoute } = createRouteKit(app, {
    requireStaff: (roles) => deps.staff.requireStaff(roles),
  });
  const actor = (request: { staff: { id: number }; ip: string }) => ({
    staffId: request.staff.id,
    ip: request.ip,
  });
  const at = { authAt: 'onRequest' } as const;

  route(listBoActivities, { rate: 'read', ...at }, (request) => operator.list(request.merchant));
  route(createBoActivity, { rate: 'write', ...at }, (request) =>
    operator.create(request.merchant, actor(request), request.body),
  );
  route(updateBoActivity, { rate: 'write', ...at }, (request) =>
    operator.update(request.merchant, actor(request), request.params.id, request.body),
  );
  route(listBoApplications, { rate: 'read', ...at }, (request) =>
    operator.applications(request.merchant, request.query.state),
  );
  route(approveBoApplication, { rate: 'write', ...at }, (request) =>
    operator.approve(request.merchant, actor(request), request.params.id),
  );
  route(rejectBoApplication, { rate: 'write', ...at }, (request) =>
    operator.reject(request.merchant, actor(request), request.params.id, request.body.reason),
  );
  rawRoute(getBoApplicationImage, { rate: 'read', ...at }, async (request, reply) => {
    const { file, bytes } = await operator.applicationImage(
      request.merchant,
      request.params.id,
      request.params.fileId,
    );
    return reply
      .header('content-type', file.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(bytes);
  });
  route(listBoCoupons, { rate: 'read', ...at }, (request) =>
    operator.coupons(request.merchant, request.params.id),
  );
  route(createBoCoupons, { rate: 'write', ...at }, (request) =>
    operator.createCoupons(request.merchant, actor(request), request.params.id, request.body),
  );
  route(drawBoRaffle, { rate: 'write', ...at }, (request) =>
    operator.drawRaffle(request.merchant, actor(request), request.params.id),
  );
};
