import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { RequireMember } from '../../platform/member-guard.ts';
import type { PaymentGateways } from '../../platform/payments/payment-gateway.ts';
import { sandboxGatewayRoutes } from '../../platform/payments/sandbox-gateway.routes.ts';
import type { Scheduler } from '../../platform/scheduler.ts';
import type { StaffAuth } from '../backoffice/index.ts';
import type { AssertPaymentPassword } from '../identity/index.ts';
import type { ResponsibleGambling } from '../protection/index.ts';
import type { BrandFieldRules } from '../system/index.ts';
import type { WalletService } from '../wallet/index.ts';
import { bankAccountRoutes } from './bank-account.routes.ts';
import { createDepositCallbacks } from './deposit-callback.service.ts';
import { depositCallbackRoutes } from './deposit-callback.routes.ts';
import { registerDepositExpiry } from './deposit-expiry.ts';
import { createDepositRepository } from './deposit.repository.ts';
import { depositRoutes } from './deposit.routes.ts';
import { createDepositService } from './deposit.service.ts';
import { depositReviewRoutes } from './review/deposit-review.routes.ts';
import { withdrawalReviewRoutes } from './review/withdrawal-review.routes.ts';
import {
  autoConfirmIntervalMs,
  autoConfirmTaskName,
  autoConfirmWithdrawals,
} from './withdrawal-auto-confirm.ts';
import { createWithdrawalRepository } from './withdrawal.repository.ts';
import { noTurnoverGate, type WithdrawalTurnoverGate } from './withdrawal-turnover-gate.ts';
import type { MemberWithdrawalLimits } from './withdrawal.service.ts';
import { withdrawalRoutes } from './withdrawal.routes.ts';

export interface PaymentsModuleDeps {
  db: Db;
  wallet: WalletService;
  requireMember: RequireMember;
  assertPaymentPassword: AssertPaymentPassword;
  /** The brand's registration field rules: a bank account holder's name follows them. */
  fieldRules: BrandFieldRules;
  /** Deposit limits and self-exclusion, checked when a deposit is created. */
  protection: ResponsibleGambling;
  gateways: PaymentGateways;
  scheduler: Scheduler;
  /** The site's configured public address (the gateway's way back when the request's is odd). */
  publicUrl: string;
  /** Whether a bonus's open wagering stops a withdrawal (the rewards module; none by default). */
  turnoverGate?: WithdrawalTurnoverGate;
  /** A member's own daily withdrawal limits (the VIP level's, from the loyalty module). */
  memberWithdrawalLimits?: MemberWithdrawalLimits;
}

/**
 * Deposits (page depositv2) and withdrawals (page withdraw) for members: channels, deposit
 * creation, the gateway callback, the embedded sandbox gateway's pay page, bank accounts and
 * the real name, withdrawal requests with their hold and confirmation; the deposit expiry and
 * withdrawal auto-confirm jobs.
 */
export const paymentsModule: FastifyPluginAsyncZod<PaymentsModuleDeps> = async (app, deps) => {
  const { db, wallet, gateways } = deps;
  const deposits = createDepositRepository();
  const service = createDepositService({
    db,
    wallet,
    responsibleGambling: deps.protection,
    gateways,
    deposits,
    publicUrl: deps.publicUrl,
    log: app.log,
  });
  await app.register(depositRoutes, {
    requireMember: deps.requireMember,
    publicUrl: deps.publicUrl,
    service,
  });
  await app.register(depositCallbackRoutes, {
    callbacks: createDepositCallbacks({ db, wallet, gateways, deposits }),
  });
  if (gateways.sandbox) await app.register(sandboxGatewayRoutes, { sandbox: gateways.sandbox });
  registerDepositExpiry({ scheduler: deps.scheduler, db, deposits, log: app.log });

  const memberMoney = {
    db,
    wallet,
    requireMember: deps.requireMember,
    assertPaymentPassword: deps.assertPaymentPassword,
  };
  const withdrawals = createWithdrawalRepository();
  await app.register(bankAccountRoutes, { ...memberMoney, rules: deps.fieldRules });
  await app.register(withdrawalRoutes, {
    ...memberMoney,
    withdrawals,
    turnoverGate: deps.turnoverGate ?? noTurnoverGate,
    memberLimits: deps.memberWithdrawalLimits,
  });
  deps.scheduler.every(autoConfirmTaskName, autoConfirmIntervalMs, async () => {
    await autoConfirmWithdrawals({ db, withdrawals });
  });
};

export interface PaymentsOperatorDeps {
  db: Db;
  wallet: WalletService;
  /** The back office's staff sessions and roles. */
  staff: StaffAuth;
  gateways: PaymentGateways;
}

/** The back office's review of deposits (manual bank transfers) and withdrawals (payout). */
export const paymentsOperatorModule: FastifyPluginAsyncZod<PaymentsOperatorDeps> = async (
  app,
  deps,
) => {
  const { db, wallet, staff } = deps;
  await app.register(depositReviewRoutes, {
    db,
    wallet,
    staff,
    deposits: createDepositRepository(),
  });
  await app.register(withdrawalReviewRoutes, { db, wallet, staff, gateways: deps.gateways });
};
