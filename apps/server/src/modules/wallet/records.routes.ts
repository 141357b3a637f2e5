import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountRecordQuerySchema,
  accountRecordSchema,
  apiPaths,
  successEnvelope,
  transactionHistoryQuerySchema,
  transactionHistorySchema,
} from '@lobby/contracts';
import type { RequireMember } from '../../platform/member-guard.ts';
import type { Records } from './records.service.ts';

const limits = { records: { max: 60, timeWindow: '1 minute' } } as const;

export interface RecordsRoutesDeps {
  requireMember: RequireMember;
  records: Records;
}

/** Transaction history and the account record; a member reads only their own rows. */
export const recordsRoutes: FastifyPluginAsyncZod<RecordsRoutesDeps> = async (app, deps) => {
  const { requireMember, records } = deps;

  app.get(
    apiPaths.transactionHistory,
    {
      config: { rateLimit: limits.records },
      preHandler: requireMember(),
      schema: {
        tags: ['wallet'],
        summary: 'Deposits, withdrawals, transfers and adjustments, newest first, paged',
        querystring: transactionHistoryQuerySchema,
        response: { 200: successEnvelope(transactionHistorySchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await records.transactionHistory(request.merchant, request.member.id, request.query),
    }),
  );

  app.get(
    apiPaths.accountRecord,
    {
      config: { rateLimit: limits.records },
      preHandler: requireMember(),
      schema: {
        tags: ['wallet'],
        summary: 'Every movement of the main wallet with the balance after it, paged',
        querystring: accountRecordQuerySchema,
        response: { 200: successEnvelope(accountRecordSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await records.accountRecord(request.merchant, request.member.id, request.query),
    }),
  );
};
