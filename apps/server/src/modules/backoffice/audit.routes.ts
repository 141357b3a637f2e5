import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAuditLog } from '@lobby/contracts';
import { createRouteKit } from '../../platform/route-kit.ts';
import type { BackofficeRepository } from './backoffice.repository.ts';
import type { StaffAuth } from './staff-auth.ts';

/** `GET /bo/audit` (admin): who did what to money, accounts and settings of this brand. */
export const auditRoutes: FastifyPluginAsyncZod<{
  staff: StaffAuth;
  repository: BackofficeRepository;
}> = async (app, { staff, repository }) => {
  const { route } = createRouteKit(app, { requireStaff: (roles) => staff.requireStaff(roles) });

  route(getAuditLog, { rate: 'read', authAt: 'onRequest' }, async (request) => {
    const { pageNo, pageSize, subjectKind, subjectId } = request.query;
    const { rows, total } = await repository.auditPage({
      merchantId: request.merchant.id,
      subjectKind,
      subjectId,
      limit: pageSize,
      offset: (pageNo - 1) * pageSize,
    });
    return {
      content: rows.map((row) => ({
        id: row.id,
        actorKind: row.actorKind,
        actorId: row.actorId,
        actorName: row.actorName,
        action: row.action,
        subjectKind: row.subjectKind,
        subjectId: row.subjectId,
        reason: row.reason,
        before: row.before,
        after: row.after,
        ip: row.ip,
        createdAt: row.createdAt.toISOString(),
      })),
      pageNo,
      pageSize,
      totalPages: Math.ceil(total / pageSize),
      totalElements: total,
    };
  });
};
