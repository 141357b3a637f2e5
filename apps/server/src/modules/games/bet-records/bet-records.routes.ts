import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  betRecordsQuerySchema,
  betRecordsSchema,
  profitQuerySchema,
  profitReportSchema,
  successEnvelope,
} from '@lobby/contracts';
import type { RequireMember } from '../../../platform/member-guard.ts';
import type { BetRecordsService } from './bet-records.service.ts';

const limits = { records: { max: 60, timeWindow: '1 minute' } } as const;

export interface BetRecordsRoutesDeps {
  requireMember: RequireMember;
  betRecords: BetRecordsService;
}

/**
 * The betting record and profit and loss. A member reads only their own rounds; a trial
 * account may look too, and sees only its play-money rounds.
 */
export const betRecordsRoutes: FastifyPluginAsyncZod<BetRecordsRoutesDeps> = async (app, deps) => {
  const { requireMember, betRecords } = deps;

  app.get(
    apiPaths.betRecords,
    {
      config: { rateLimit: limits.records },
      preHandler: requireMember({ allowTrial: true }),
      schema: {
        tags: ['games'],
        summary: 'The member’s game rounds placed in a period, newest first, paged, with totals',
        querystring: betRecordsQuerySchema,
        response: { 200: successEnvelope(betRecordsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await betRecords.betRecords(request.merchant, request.member, request.query),
    }),
  );

  app.get(
    apiPaths.profitReport,
    {
      config: { rateLimit: limits.records },
      preHandler: requireMember({ allowTrial: true }),
      schema: {
        tags: ['games'],
        summary: 'Settled rounds of a period per day and game type, with grand totals',
        querystring: profitQuerySchema,
        response: { 200: successEnvelope(profitReportSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await betRecords.profitReport(request.merchant, request.member, request.query),
    }),
  );
};
