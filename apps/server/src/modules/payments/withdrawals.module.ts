import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../module-deps.ts';
import { withdrawalReviewRoutes } from '../backoffice/withdrawal-review.routes.ts';
import { bankAccountRoutes } from './bank-account.routes.ts';
import {
  autoConfirmIntervalMs,
  autoConfirmTaskName,
  autoConfirmWithdrawals,
} from './withdrawal-auto-confirm.ts';
import { createWithdrawalRepository } from './withdrawal.repository.ts';
import { withdrawalRoutes } from './withdrawal.routes.ts';

/**
 * Withdrawals (page withdraw): the member's bank accounts and real name, requests with their
 * hold, confirmation after payout, the auto-confirm job, and the back office's review.
 */
export const withdrawalsModule: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const withdrawals = createWithdrawalRepository();
  await app.register(bankAccountRoutes, deps);
  await app.register(withdrawalRoutes, { ...deps, withdrawals });
  await app.register(withdrawalReviewRoutes, deps);
  deps.scheduler.every(autoConfirmTaskName, autoConfirmIntervalMs, async () => {
    await autoConfirmWithdrawals({ db: deps.db, withdrawals });
  });
};
