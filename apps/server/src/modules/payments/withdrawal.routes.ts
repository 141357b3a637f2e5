import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiPaths,
  confirmWithdrawalRequestSchema,
  createWithdrawalRequestSchema,
  successEnvelope,
  withdrawalListQuerySchema,
  withdrawalListSchema,
  withdrawalSchema,
  withdrawalSettingsSchema,
} from '@lobby/contracts';
import { readIdempotencyKey } from '../../platform/money-input.ts';
import { createBankAccountRepository } from './bank-account.repository.ts';
import { memberCaller, type MemberMoneyRouteDeps } from './bank-account.routes.ts';
import { createWithdrawalConfirmation } from './withdrawal-confirm.ts';
import type { WithdrawalRepository } from './withdrawal.repository.ts';
import { createWithdrawalService } from './withdrawal.service.ts';

const limits = {
  read: { max: 60, timeWindow: '1 minute' },
  create: { max: 10, timeWindow: '1 minute' },
  confirm: { max: 10, timeWindow: '1 minute' },
} as const;

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export interface WithdrawalRouteOptions extends MemberMoneyRouteDeps {
  withdrawals: WithdrawalRepository;
}

/** The withdraw page: settings, requests, the member's list and the confirmation after payout. */
export const withdrawalRoutes: FastifyPluginAsyncZod<WithdrawalRouteOptions> = async (
  app,
  deps,
) => {
  const service = createWithdrawalService({
    db: deps.db,
    wallet: deps.wallet,
    withdrawals: deps.withdrawals,
    bankAccounts: createBankAccountRepository(),
  });
  const confirmation = createWithdrawalConfirmation({
    db: deps.db,
    withdrawals: deps.withdrawals,
  });

  app.get(
    apiPaths.withdrawalSettings,
    {
      config: { rateLimit: limits.read },
      preHandler: deps.requireMember(),
      schema: {
        tags: ['payments'],
        summary: 'Limits, banks and payment-password state for the withdraw page',
        response: { 200: successEnvelope(withdrawalSettingsSchema) },
      },
    },
    async (request) => ({ success: true as const, value: await service.settings(request) }),
  );

  app.post(
    apiPaths.withdrawals,
    {
      config: { rateLimit: limits.create },
      preHandler: deps.requireMember(),
      schema: {
        tags: ['payments'],
        summary: 'Ask for a withdrawal (Idempotency-Key, payment password); the amount is held',
        body: createWithdrawalRequestSchema,
        response: { 200: successEnvelope(withdrawalSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await service.create(
        memberCaller(request, deps),
        readIdempotencyKey(request),
        request.body,
      ),
    }),
  );

  app.get(
    apiPaths.withdrawals,
    {
      config: { rateLimit: limits.read },
      preHandler: deps.requireMember(),
      schema: {
        tags: ['payments'],
        summary: 'The member’s withdrawals, newest first',
        querystring: withdrawalListQuerySchema,
        response: { 200: successEnvelope(withdrawalListSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await service.list(request, request.query),
    }),
  );

  app.get(
    `${apiPaths.withdrawals}/:id`,
    {
      config: { rateLimit: limits.read },
      preHandler: deps.requireMember(),
      schema: {
        tags: ['payments'],
        summary: 'One of the member’s withdrawals',
        params: idParams,
        response: { 200: successEnvelope(withdrawalSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await service.get(request, request.params.id),
    }),
  );

  app.post(
    `${apiPaths.withdrawals}/:id/confirm`,
    {
      config: { rateLimit: limits.confirm },
      preHandler: deps.requireMember(),
      schema: {
        tags: ['payments'],
        summary: 'Confirm a paid withdrawal: received, partly received or not received (proof)',
        params: idParams,
        body: confirmWithdrawalRequestSchema,
        response: { 200: successEnvelope(withdrawalSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await confirmation.confirm(request, request.params.id, request.body),
    }),
  );
};
