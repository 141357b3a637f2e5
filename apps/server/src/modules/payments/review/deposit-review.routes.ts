import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  boDepositListQuerySchema,
  boDepositListSchema,
  boDepositSchema,
  rejectRequestSchema,
  successEnvelope,
} from '@lobby/contracts';
import type { Db } from '../../../db/client.ts';
import type { StaffAuth } from '../../backoffice/index.ts';
import type { WalletService } from '../../wallet/index.ts';
import type { DepositRepository } from '../deposit.repository.ts';
import { createDepositReview } from './deposit-review.service.ts';
import { createReviewRoutes, optionalNoteBody, staffCallerOf } from './review-routes.ts';

export interface DepositReviewRouteOptions {
  db: Db;
  wallet: WalletService;
  staff: StaffAuth;
  deposits: DepositRepository;
}

/** Back office: the brand's deposits, and approval or rejection of manual bank transfers. */
export const depositReviewRoutes: FastifyPluginAsyncZod<DepositReviewRouteOptions> = async (
  app,
  deps,
) => {
  const review = createDepositReview({ db: deps.db, wallet: deps.wallet, deposits: deps.deposits });
  const routes = createReviewRoutes(app, deps.staff);
  const one = successEnvelope(boDepositSchema);

  routes.registerReads({
    path: apiPaths.boDeposits,
    summaries: {
      list: 'The brand’s deposits, newest first, optionally by status',
      one: 'One deposit of the brand',
    },
    schemas: { query: boDepositListQuerySchema, list: boDepositListSchema, one: boDepositSchema },
    review,
  });

  app.post(
    `${apiPaths.boDeposits}/:id/approve`,
    routes.actionOptions({
      summary: 'Approve a pending bank transfer: the member is credited at once',
      body: optionalNoteBody,
      response: { 200: one },
    }),
    async (request) => ({
      success: true as const,
      value: await review.approve(staffCallerOf(request), request.params.id, request.body?.note),
    }),
  );

  app.post(
    `${apiPaths.boDeposits}/:id/reject`,
    routes.actionOptions({
      summary: 'Reject a pending bank transfer with a note the member sees',
      body: rejectRequestSchema,
      response: { 200: one },
    }),
    async (request) => ({
      success: true as const,
      value: await review.reject(staffCallerOf(request), request.params.id, request.body.note),
    }),
  );
};
