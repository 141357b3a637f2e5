import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  approveWithdrawalRequestSchema,
  boWithdrawalListQuerySchema,
  boWithdrawalListSchema,
  boWithdrawalSchema,
  rejectRequestSchema,
  successEnvelope,
} from '@lobby/contracts';
import type { Db } from '../../../db/client.ts';
import type { PaymentGateways } from '../../../platform/payments/payment-gateway.ts';
import type { StaffAuth } from '../../backoffice/index.ts';
import type { WalletService } from '../../wallet/index.ts';
import { createWithdrawalRepository } from '../withdrawal.repository.ts';
import { createWithdrawalReview } from './withdrawal-review.service.ts';
import { createWithdrawalPayout } from './withdrawal-review-payout.ts';
import { createReviewRoutes, optionalNoteBody, staffCallerOf } from './review-routes.ts';

export interface WithdrawalReviewRouteOptions {
  db: Db;
  wallet: WalletService;
  staff: StaffAuth;
  gateways: PaymentGateways;
}

/** Back office: the brand's withdrawals for review, approval, payout and rejection. */
export const withdrawalReviewRoutes: FastifyPluginAsyncZod<WithdrawalReviewRouteOptions> = async (
  app,
  deps,
) => {
  const review = createWithdrawalReview({
    db: deps.db,
    wallet: deps.wallet,
    withdrawals: createWithdrawalRepository(),
  });
  const payout = createWithdrawalPayout({ review, gateways: deps.gateways, log: app.log });
  const routes = createReviewRoutes(app, deps.staff);
  const one = successEnvelope(boWithdrawalSchema);

  routes.registerReads({
    path: apiPaths.boWithdrawals,
    summaries: {
      list: 'The brand’s withdrawals, newest first, optionally by status',
      one: 'One withdrawal of the brand',
    },
    schemas: {
      query: boWithdrawalListQuerySchema,
      list: boWithdrawalListSchema,
      one: boWithdrawalSchema,
    },
    review,
  });

  app.post(
    `${apiPaths.boWithdrawals}/:id/approve`,
    routes.actionOptions({
      summary: 'Approve a pending withdrawal; gateway payouts are sent at once',
      body: approveWithdrawalRequestSchema,
      response: { 200: one },
    }),
    async (request) => {
      const caller = staffCallerOf(request);
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
    routes.actionOptions({
      summary: 'Mark an approved withdrawal paid (the cashier paid it by hand)',
      // "paid" needs no body
      body: optionalNoteBody,
      response: { 200: one },
    }),
    async (request) => {
      const paid = await review.markPaid(staffCallerOf(request), request.params.id, {
        note: request.body?.note,
      });
      return { success: true as const, value: await review.view(request.merchant, paid.id) };
    },
  );

  app.post(
    `${apiPaths.boWithdrawals}/:id/reject`,
    routes.actionOptions({
      summary: 'Reject a pending or approved withdrawal; the held amount returns to the member',
      body: rejectRequestSchema,
      response: { 200: one },
    }),
    async (request) => {
      const rejected = await review.reject(
        staffCallerOf(request),
        request.params.id,
        request.body.note,
      );
      return { success: true as const, value: await review.view(request.merchant, rejected.id) };
    },
  );
};
