import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelBoBonus,
  createBoPromotion,
  getBoRewardSettings,
  grantBoBonus,
  listBoMemberBonuses,
  listBoPromotions,
  updateBoPromotion,
  updateBoRewardSettings,
} from '@lobby/contracts';
import { createRouteKit } from '../../platform/route-kit.ts';
import type { StaffAuth } from '../backoffice/index.ts';
import type { RewardsOperator } from './rewards-operator.service.ts';

export interface RewardsOperatorRoutesDeps {
  staff: StaffAuth;
  operator: RewardsOperator;
}

/** The operator API of rewards (/bo/rewards…). */
export const rewardsOperatorRoutes: FastifyPluginAsyncZod<RewardsOperatorRoutesDeps> = async (
  app,
  deps,
) => {
  const { operator } = deps;
  const { route } = createRouteKit(app, {
    requireStaff: (roles) => deps.staff.requireStaff(roles),
  });
  const actor = (request: { staff: { id: number }; ip: string }) => ({
    staffId: request.staff.id,
    ip: request.ip,
  });

  route(listBoPromotions, { rate: 'read', authAt: 'onRequest' }, (request) =>
    operator.listPromotions(request.merchant),
  );
  route(createBoPromotion, { rate: 'write', authAt: 'onRequest' }, (request) =>
    operator.createPromotion(request.merchant, actor(request), request.body),
  );
  route(updateBoPromotion, { rate: 'write', authAt: 'onRequest' }, (request) =>
    operator.updatePromotion(request.merchant, actor(request), request.params.id, request.body),
  );
  route(getBoRewardSettings, { rate: 'read', authAt: 'onRequest' }, (request) =>
    operator.settings(request.merchant),
  );
  route(updateBoRewardSettings, { rate: 'write', authAt: 'onRequest' }, (request) =>
    operator.updateSettings(request.merchant, actor(request), request.body),
  );
  route(grantBoBonus, { rate: 'write', authAt: 'onRequest' }, (request) =>
    operator.grant(request.merchant, actor(request), request.body),
  );
  route(cancelBoBonus, { rate: 'write', authAt: 'onRequest' }, (request) =>
    operator.cancel(request.merchant, actor(request), request.params.bonusId, request.body.reason),
  );
  route(listBoMemberBonuses, { rate: 'read', authAt: 'onRequest' }, (request) =>
    operator.memberBonuses(request.merchant, request.params.memberId),
  );
};
