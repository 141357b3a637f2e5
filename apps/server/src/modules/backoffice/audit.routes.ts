import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, auditPageSchema, auditQuerySchema, successEnvelope } from '@lobby/contracts';
import type { BackofficeRepository } from './backoffice.repository.ts';
import type { StaffAuth } from './staff-auth.ts';

/** `GET /bo/audit` (admin): who did what to money, accounts and settings of this brand. */
export const auditRoutes: FastifyPluginAsyncZod<{
  staff: StaffAuth;
  repository: BackofficeRepository;
}> = async (app, { staff, repository }) => {
  app.get(
    apiPaths.boAudit,
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      onRequest: staff.requireStaff(['admin']),
      schema: {
        tags: ['backoffice'],
        summary: 'The brand’s audit log, newest first; filter by subject',
        querystring: auditQuerySchema,
        response: { 200: successEnvelope(auditPageSchema) },
      },
    },
    async (request) => {
      const { pageNo, pageSize, subjectKind, subjectId } = request.query;
      const { rows, total } = await repository.auditPage({
        merchantId: request.merchant.id,
        subjectKind,
        subjectId,
        limit: pageSize,
        offset: (pageNo - 1) * pageSize,
      });
      return {
        success: true as const,
        value: {
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
        },
      };
    },
  );
};
