import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiPaths,
  confirmWithdrawalRequestSchema,
  createWithdrawalRequestSchema,
  idempotencyKeyHeader,
  idempotencyKeyPattern,
  successEnvelope,
  withdrawalListQuerySchema,
  withdrawalListSchema,
  withdrawalSchema,
  withdrawalSettingsSchema,
} from '@lobby/contracts';
import type { ModuleDeps } from '../../module-deps.ts';
import { AppError } from '../../platform/app-error.ts';
import { createBankAccountRepository } from './bank-account.repository.ts';
import { memberCaller } from './bank-account.routes.ts';
import { createWithdrawalConfirmation } from './withdrawal-confirm.ts';
import type { WithdrawalRepository } from './withdrawal.repository.ts';
import { createWithdrawalService } from './withdrawal.service.ts';

const limits = {
  read: { max: 60, timeWindow: '1 minute' },
  create: { max: 10, timeWindow: '1 minute' },
  confirm: { max: 10, timeWindow: '1 minute' },
} as const;

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** The client's Idempotency-Key; a money call without a well-formed one is refused. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const key = request.headers[idempotencyKeyHeader];
  if (typeof key !== 'string' || !idempotencyKeyPattern.test(key)) {
    throw new AppError('idempotency_key_required');
  }
  return key;
}

export interface WithdrawalRouteOptions extends ModuleDeps {
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
        idempotencyKeyOf(request),
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
