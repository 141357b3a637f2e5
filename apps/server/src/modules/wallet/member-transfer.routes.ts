import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agentTransferRequestSchema,
  apiPaths,
  downlineListSchema,
  memberTransferResultSchema,
  successEnvelope,
  uplineTransferRequestSchema,
} from '@lobby/contracts';
import type { FastifyRequest } from 'fastify';
import type { RequireMember } from '../../platform/member-guard.ts';
import type { AssertPaymentPassword } from '../identity/index.ts';
import type { MemberTransferContext, MemberTransfers } from './member-transfer.service.ts';
import { walletLimits } from './wallet.routes.ts';
import { readIdempotencyKey } from '../../platform/money-input.ts';

export interface MemberTransferRoutesDeps {
  requireMember: RequireMember;
  assertPaymentPassword: AssertPaymentPassword;
  memberTransfers: MemberTransfers;
}

/** Agent → direct downline and downline → upline transfers (§6, page transferUpline). */
export const memberTransferRoutes: FastifyPluginAsyncZod<MemberTransferRoutesDeps> = async (
  app,
  deps,
) => {
  const { requireMember, memberTransfers } = deps;
  const contextOf = (request: FastifyRequest): MemberTransferContext => ({
    merchant: request.merchant,
    member: request.member,
    clientKey: readIdempotencyKey(request),
    checkPaymentPassword: (password) => deps.assertPaymentPassword(request, password),
  });

  app.get(
    apiPaths.agentTransferDownlines,
    {
      config: { rateLimit: walletLimits.views },
      preHandler: requireMember(),
      schema: {
        tags: ['wallet'],
        summary: 'The direct downlines an agent may pay',
        response: { 200: successEnvelope(downlineListSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await memberTransfers.listDownlines(request.merchant, request.member),
    }),
  );

  app.post(
    apiPaths.agentTransfer,
    {
      config: { rateLimit: walletLimits.transfer },
      preHandler: requireMember(),
      schema: {
        tags: ['wallet'],
        summary: "Pay a direct downline from the agent's main wallet (Idempotency-Key)",
        body: agentTransferRequestSchema,
        response: { 200: successEnvelope(memberTransferResultSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await memberTransfers.payDownline(contextOf(request), request.body),
    }),
  );

  app.post(
    apiPaths.uplineTransfer,
    {
      config: { rateLimit: walletLimits.transfer },
      preHandler: requireMember(),
      schema: {
        tags: ['wallet'],
        summary: 'Pay the upline from the main wallet (Idempotency-Key)',
        body: uplineTransferRequestSchema,
        response: { 200: successEnvelope(memberTransferResultSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await memberTransfers.payUpline(contextOf(request), request.body),
    }),
  );
};
