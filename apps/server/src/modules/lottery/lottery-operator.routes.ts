import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listBoLotteryGames, updateBoLotteryGame, voidBoLotteryIssue } from '@lobby/contracts';
import { createRouteKit } from '../../platform/route-kit.ts';
import type { StaffAuth } from '../backoffice/index.ts';
import type { LotteryOperator } from './lottery-operator.service.ts';

export interface LotteryOperatorRoutesDeps {
  staff: StaffAuth;
  operator: LotteryOperator;
}

/** The operator API of the lottery (/bo/lottery…): the staff's own brand only. */
export const lotteryOperatorRoutes: FastifyPluginAsyncZod<LotteryOperatorRoutesDeps> = async (
  app,
  deps,
) => {
  const { operator } = deps;
  const { route } = createRouteKit(app, {
    requireStaff: (roles) => deps.staff.requireStaff(roles),
  });
  const at = { authAt: 'onRequest' } as const;
  route(listBoLotteryGames, { rate: 'read', ...at }, (request) =>
    operator.list(request.merchant.id),
  );
  route(updateBoLotteryGame, { rate: 'write', ...at }, (request) =>
    operator.update(request.merchant.id, request.params.code, request.body),
  );
  route(voidBoLotteryIssue, { rate: 'write', ...at }, (request) =>
    operator.voidIssue(request.merchant.id, request.params.id),
  );
};
