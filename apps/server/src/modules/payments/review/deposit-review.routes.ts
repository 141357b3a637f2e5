import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { approveDeposit, getBoDeposit, listBoDeposits, rejectDeposit } from '@lobby/contracts';
import type { Db } from '../../../db/client.ts';
import type { StaffAuth } from '../../backoffice/index.ts';
import type { WalletService } from '../../wallet/index.ts';
import type { DepositRepository } from '../deposit.repository.ts';
import { createDepositReview } from './deposit-review.service.ts';
import { createReviewRoutes, staffCallerOf } from './review-routes.ts';

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
  const { read, act } = createReviewRoutes(app, deps.staff);

  read(listBoDeposits, (request) => review.list(request.merchant, request.query));

  read(getBoDeposit, (request) => review.view(request.merchant, request.params.id));

  act(approveDeposit, (request) =>
    review.approve(staffCallerOf(request), request.params.id, request.body?.note),
  );

  act(rejectDeposit, (request) =>
    review.reject(staffCallerOf(request), request.params.id, request.body.note),
  );
};
