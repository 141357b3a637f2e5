import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adjustmentRequestSchema,
  adjustmentResultSchema,
  apiPaths,
  memberIdParamsSchema,
  memberWalletSchema,
  staffRoles,
  successEnvelope,
} from '@lobby/contracts';
import { readIdempotencyKey } from '../../platform/money-input.ts';
import type { AdjustmentsService } from './adjustments.service.ts';
import type { StaffAuth } from './staff-auth.ts';

const limits = {
  adjust: { max: 30, timeWindow: '1 minute' },
  read: { max: 120, timeWindow: '1 minute' },
} as const;

/** Back-office calls about one member: manual adjustments and the wallet view. */
export const memberRoutes: FastifyPluginAsyncZod<{
  staff: StaffAuth;
  adjustments: AdjustmentsService;
}> = async (app, { staff, adjustments }) => {
  app.post(
    `${apiPaths.boMembers}/:memberId/adjustments`,
    {
      config: { rateLimit: limits.adjust },
      onRequest: staff.requireStaff(['finance']),
      schema: {
        tags: ['backoffice'],
        summary: 'Manual credit or debit of a member’s main wallet (Idempotency-Key header)',
        params: memberIdParamsSchema,
        body: adjustmentRequestSchema,
        response: { 200: successEnvelope(adjustmentResultSchema) },
      },
    },
    async (request) => {
      const clientKey = readIdempotencyKey(request);
      const value = await adjustments.adjust({
        merchant: request.merchant,
        staff: request.staff,
        memberId: request.params.memberId,
        amount: request.body.amount,
        reason: request.body.reason,
        clientKey,
        ip: request.ip,
      });
      return { success: true as const, value };
    },
  );

  app.get(
    `${apiPaths.boMembers}/:memberId/wallet`,
    {
      config: { rateLimit: limits.read },
      onRequest: staff.requireStaff([...staffRoles]),
      schema: {
        tags: ['backoffice'],
        summary: 'Every balance of one member of this brand',
        params: memberIdParamsSchema,
        response: { 200: successEnvelope(memberWalletSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await adjustments.memberWallet(request.merchant, request.params.memberId),
    }),
  );
};
