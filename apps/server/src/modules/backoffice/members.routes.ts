import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adjustMemberBalance, getMemberWallet, setMemberStatus } from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit-trail.ts';
import { readIdempotencyKey } from '../../platform/money-input.ts';
import { createRouteKit } from '../../platform/route-kit.ts';
import type { AdjustmentsService } from './adjustments.service.ts';
import type { StaffAuth } from './staff-auth.ts';
import type { AccountStatusService } from '../identity/index.ts';

/** Back-office calls about one member: manual adjustments, the wallet view, the status. */
export const memberRoutes: FastifyPluginAsyncZod<{
  db: Db;
  staff: StaffAuth;
  adjustments: AdjustmentsService;
  accountStatus: AccountStatusService;
}> = async (app, { db, staff, adjustments, accountStatus }) => {
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

  route(setMemberStatus, { rate: 'write', authAt: 'onRequest' }, async (request) => {
    const { memberId } = request.params;
    const { status, reason } = request.body;
    const change = await accountStatus.set(request.merchant.id, memberId, status);
    if (!change) throw new AppError('member_not_found');
    await recordAudit(db, {
      merchantId: request.merchant.id,
      actorKind: 'staff',
      actorId: request.staff.id,
      action: 'member.status',
      subjectKind: 'member',
      subjectId: memberId,
      reason,
      before: { status: change.before },
      after: { status: change.after },
      ip: request.ip,
    });
    return { memberId, status };
  });
};
