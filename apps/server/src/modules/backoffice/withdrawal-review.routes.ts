import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiPaths,
  approveWithdrawalRequestSchema,
  boWithdrawalListQuerySchema,
  boWithdrawalListSchema,
  boWithdrawalSchema,
  rejectRequestSchema,
  reviewRequestSchema,
  successEnvelope,
} from '@lobby/contracts';
import type { ModuleDeps } from '../../module-deps.ts';
import { createWithdrawalRepository } from '../payments/withdrawal.repository.ts';
import { createWithdrawalReview, type StaffCaller } from './withdrawal-review.service.ts';
import { createWithdrawalPayout } from './withdrawal-review-payout.ts';

const limits = {
  read: { max: 120, timeWindow: '1 minute' },
  write: { max: 30, timeWindow: '1 minute' },
} as const;

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const reviewers = ['cashier', 'finance'] as const;

function staffCaller(request: FastifyRequest): StaffCaller {
  return { merchant: request.merchant, staff: request.staff, ip: request.ip };
}

/** Back office: the brand's withdrawals for review, approval, payout and rejection. */
export const withdrawalReviewRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const review = createWithdrawalReview({
    db: deps.db,
    wallet: deps.wallet,
    withdrawals: createWithdrawalRepository(),
  });
  const payout = createWithdrawalPayout({ review, gateways: deps.gateways, log: app.log });
  const requireReviewer = deps.staff.requireStaff([...reviewers]);
  const one = successEnvelope(boWithdrawalSchema);

  app.get(
    apiPaths.boWithdrawals,
    {
      config: { rateLimit: limits.read },
      preHandler: requireReviewer,
      schema: {
        tags: ['backoffice'],
        summary: 'The brand’s withdrawals, newest first, optionally by status',
        querystring: boWithdrawalListQuerySchema,
        response: { 200: successEnvelope(boWithdrawalListSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await review.list(request.merchant, request.query),
    }),
  );

  app.get(
    `${apiPaths.boWithdrawals}/:id`,
    {
      config: { rateLimit: limits.read },
      preHandler: requireReviewer,
      schema: {
        tags: ['backoffice'],
        summary: 'One withdrawal of the brand',
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
    `${apiPaths.boWithdrawals}/:id/approve`,
    {
      config: { rateLimit: limits.write },
      preHandler: requireReviewer,
      schema: {
        tags: ['backoffice'],
        summary: 'Approve a pending withdrawal; gateway payouts are sent at once',
        params: idParams,
        body: approveWithdrawalRequestSchema,
        response: { 200: one },
      },
    },
    async (request) => {
      const caller = staffCaller(request);
      const approved = await review.approve(caller, request.params.id, request.body);
      // after the commit: the gateway is outside the database and may be slow or fail
      if (approved.payoutMethod === 'gateway') {
        await payout.payViaGateway(caller, await review.detail(request.merchant, approved.id));
      }
      return { success: true as const, value: await review.view(request.merchant, approved.id) };
    },
  );

  app.post(
    `${apiPaths.boWithdrawals}/:id/paid`,
    {
      config: { rateLimit: limits.write },
      preHandler: requireReviewer,
      schema: {
        tags: ['backoffice'],
        summary: 'Mark an approved withdrawal paid (the cashier paid it by hand)',
        params: idParams,
        // "paid" needs no body; Fastify hands an absent one over as null
        body: reviewRequestSchema.nullish(),
        response: { 200: one },
      },
    },
    async (request) => {
      const paid = await review.markPaid(staffCaller(request), request.params.id, {
        note: request.body?.note,
      });
      return { success: true as const, value: await review.view(request.merchant, paid.id) };
    },
  );

  app.post(
    `${apiPaths.boWithdrawals}/:id/reject`,
    {
      config: { rateLimit: limits.write },
      preHandler: requireReviewer,
      schema: {
        tags: ['backoffice'],
        summary: 'Reject a pending or approved withdrawal; the held amount returns to the member',
        params: idParams,
        body: rejectRequestSchema,
        response: { 200: one },
      },
    },
    async (request) => {
      const rejected = await review.reject(
        staffCaller(request),
        request.params.id,
        request.body.note,
      );
      return { success: true as const, value: await review.view(request.merchant, rejected.id) };
    },
  );
};
