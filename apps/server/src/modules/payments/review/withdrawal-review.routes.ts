import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  approveWithdrawal,
  getBoWithdrawal,
  listBoWithdrawals,
  markWithdrawalPaid,
  rejectWithdrawal,
} from '@lobby/contracts';
import type { Db } from '../../../db/client.ts';
import type { PaymentGateways } from '../../../platform/payments/payment-gateway.ts';
import type { StaffAuth } from '../../backoffice/index.ts';
import type { WalletService } from '../../wallet/index.ts';
import { createWithdrawalRepository } from '../withdrawal.repository.ts';
import { createWithdrawalReview } from './withdrawal-review.service.ts';
import { createWithdrawalPayout } from './withdrawal-review-payout.ts';
import { createReviewRoutes, staffCallerOf } from './review-routes.ts';

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
  const { read, act } = createReviewRoutes(app, deps.staff);

  read(listBoWithdrawals, (request) => review.list(request.merchant, request.query));

  read(getBoWithdrawal, (request) => review.view(request.merchant, request.params.id));

  act(approveWithdrawal, async (request) => {
    const caller = staffCallerOf(request);
    const approved = await review.approve(caller, request.params.id, request.body);
    // after the commit: the gateway is outside the database and may be slow or fail
    if (approved.payoutMethod === 'gateway') {
      await payout.payViaGateway(caller, await review.detail(request.merchant, approved.id));
    }
    return review.view(request.merchant, approved.id);
  });

  act(markWithdrawalPaid, async (request) => {
    const paid = await review.markPaid(staffCallerOf(request), request.params.id, {
      note: request.body?.note,
    });
    return review.view(request.merchant, paid.id);
  });

  act(rejectWithdrawal, async (request) => {
    const rejected = await review.reject(
      staffCallerOf(request),
      request.params.id,
      request.body.note,
    );
    return review.view(request.merchant, rejected.id);
  });
};
