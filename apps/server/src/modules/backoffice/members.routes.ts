import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adjustMemberBalance, getMemberWallet } from '@lobby/contracts';
import { readIdempotencyKey } from '../../platform/money-input.ts';
import { createRouteKit } from '../../platform/route-kit.ts';
import type { AdjustmentsService } from './adjustments.service.ts';
import type { StaffAuth } from './staff-auth.ts';

/** Back-office calls about one member: manual adjustments and the wallet view. */
export const memberRoutes: FastifyPluginAsyncZod<{
  staff: StaffAuth;
  adjustments: AdjustmentsService;
}> = async (app, { staff, adjustments }) => {
  const { route } = createRouteKit(app, { requireStaff: (roles) => staff.requireStaff(roles) });

  route(adjustMemberBalance, { rate: 'write', authAt: 'onRequest' }, (request) =>
    adjustments.adjust({
      merchant: request.merchant,
      staff: request.staff,
      memberId: request.params.memberId,
      amount: request.body.amount,
      reason: request.body.reason,
      clientKey: readIdempotencyKey(request),
      ip: request.ip,
    }),
  );

  route(getMemberWallet, { rate: 'frequent', authAt: 'onRequest' }, (request) =>
    adjustments.memberWallet(request.merchant, request.params.memberId),
  );
};
