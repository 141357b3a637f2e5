import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiPaths,
  boDepositListQuerySchema,
  boDepositListSchema,
  boDepositSchema,
  rejectRequestSchema,
  reviewRequestSchema,
  successEnvelope,
} from '@lobby/contracts';
import type { ModuleDeps } from '../../module-deps.ts';
import type { DepositRepository } from '../payments/deposit.repository.ts';
import { createDepositReview, type StaffCaller } from './deposit-review.service.ts';

const limits = {
  read: { max: 120, timeWindow: '1 minute' },
  write: { max: 30, timeWindow: '1 minute' },
} as const;

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const reviewers = ['cashier', 'finance'] as const;

function staffCaller(request: FastifyRequest): StaffCaller {
  return { merchant: request.merchant, staff: request.staff, ip: request.ip };
}

export interface DepositReviewRouteOptions extends ModuleDeps {
  deposits: DepositRepository;
}

/** Back office: the brand's deposits, and approval or rejection of manual bank transfers. */
export const depositReviewRoutes: FastifyPluginAsyncZod<DepositReviewRouteOptions> = async (
  app,
  deps,
) => {
  const review = createDepositReview({ db: deps.db, wallet: deps.wallet, deposits: deps.deposits });
  const requireReviewer = deps.staff.requireStaff([...reviewers]);
  const one = successEnvelope(boDepositSchema);

  app.get(
    apiPaths.boDeposits,
    {
      config: { rateLimit: limits.read },
      preHandler: requireReviewer,
      schema: {
        tags: ['backoffice'],
        summary: 'The brand’s deposits, newest first, optionally by status',
        querystring: boDepositListQuerySchema,
        response: { 200: successEnvelope(boDepositListSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await review.list(request.merchant, request.query),
    }),
  );

  app.get(
    `${apiPaths.boDeposits}/:id`,
    {
      config: { rateLimit: limits.read },
      preHandler: requireReviewer,
      schema: {
        tags: ['backoffice'],
        summary: 'One deposit of the brand',
        params: idParams,
        response: { 200: one },
      },
    },
    async (request) => ({
      success: true as const,
      value: await review.view(request.merchant, request.params.id),
    }),
  );

  app.post(
    `${apiPaths.boDeposits}/:id/approve`,
    {
      config: { rateLimit: limits.write },
      preHandler: requireReviewer,
      schema: {
        tags: ['backoffice'],
        summary: 'Approve a pending bank transfer: the member is credited at once',
        params: idParams,
        // an approval without a note may come without a body (Fastify reads that as null)
        body: reviewRequestSchema.nullish(),
        response: { 200: one },
      },
    },
    async (request) => ({
      success: true as const,
      value: await review.approve(staffCaller(request), request.params.id, request.body?.note),
    }),
  );

  app.post(
    `${apiPaths.boDeposits}/:id/reject`,
    {
      config: { rateLimit: limits.write },
      preHandler: requireReviewer,
      schema: {
        tags: ['backoffice'],
        summary: 'Reject a pending bank transfer with a note the member sees',
        params: idParams,
        body: rejectRequestSchema,
        response: { 200: one },
      },
    },
    async (request) => ({
      success: true as const,
      value: await review.reject(staffCaller(request), request.params.id, request.body.note),
    }),
  );
};
