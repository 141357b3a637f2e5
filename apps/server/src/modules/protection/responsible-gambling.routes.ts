import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  responsibleGamblingSchema,
  selfExclusionRequestSchema,
  setDepositLimitRequestSchema,
  successEnvelope,
} from '@lobby/contracts';
import type { RequireMember } from '../../platform/member-guard.ts';
import type { ResponsibleGambling } from './responsible-gambling.service.ts';

const limits = {
  read: { max: 60, timeWindow: '1 minute' },
  setLimit: { max: 20, timeWindow: '1 minute' },
  selfExclude: { max: 5, timeWindow: '1 minute' },
} as const;

export interface ProtectionRoutesDeps {
  requireMember: RequireMember;
  responsibleGambling: ResponsibleGambling;
}

/**
 * The member's responsible-gambling page: deposit limits (daily, weekly, monthly in the
 * brand's zone) and self-exclusion. Real accounts only; trial accounts have no deposits.
 */
export const protectionRoutes: FastifyPluginAsyncZod<ProtectionRoutesDeps> = async (
  app,
  { requireMember, responsibleGambling },
) => {
  app.get(
    apiPaths.responsibleGambling,
    {
      config: { rateLimit: limits.read },
      onRequest: requireMember(),
      schema: {
        tags: ['protection'],
        summary: 'Deposit limits with what is used of each, and any self-exclusion',
        response: { 200: successEnvelope(responsibleGamblingSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await responsibleGambling.view(request.merchant, request.member.id),
    }),
  );

  app.put(
    apiPaths.depositLimits,
    {
      config: { rateLimit: limits.setLimit },
      onRequest: requireMember(),
      schema: {
        tags: ['protection'],
        summary: 'Set or remove a deposit limit: lower at once, higher or none after a delay',
        body: setDepositLimitRequestSchema,
        response: { 200: successEnvelope(responsibleGamblingSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await responsibleGambling.setLimit({
        brand: request.merchant,
        memberId: request.member.id,
        period: request.body.period,
        amount: request.body.amount,
        ip: request.ip,
      }),
    }),
  );

  app.post(
    apiPaths.selfExclusion,
    {
      config: { rateLimit: limits.selfExclude },
      onRequest: requireMember(),
      schema: {
        tags: ['protection'],
        summary: 'Self-exclude for a period or for good (login password); cannot be lifted',
        body: selfExclusionRequestSchema,
        response: { 200: successEnvelope(responsibleGamblingSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await responsibleGambling.selfExclude({
        brand: request.merchant,
        member: request.member,
        period: request.body.period,
        password: request.body.password,
        ip: request.ip,
      }),
    }),
  );
};
